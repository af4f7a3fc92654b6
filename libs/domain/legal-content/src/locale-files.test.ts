import { describe, expect, it } from 'vitest';
import { BRANDS, LOCALES, countryById, type CountryConfig } from '@stays/brand-config';
import { legalDocument } from './legal-document';
import { LEGAL_PAGES, type LegalBlock, type LegalTexts } from './legal-text';
import { LEGAL_TEXTS } from './locales';

const english = LEGAL_TEXTS['en'] as LegalTexts;
const translations = Object.entries(LEGAL_TEXTS).filter(([locale]) => locale !== 'en');

const parametersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const textsOf = (block: LegalBlock): string[] => {
  if (block.kind === 'paragraph') return [block.text];
  if (block.kind === 'list') return [...block.items];
  return [...block.head, ...block.rows.flat()];
};
/** What must not differ between locales: ids, conditions, kinds, list lengths, table sizes, parameters used. */
const shapeOf = (texts: LegalTexts) =>
  LEGAL_PAGES.map((page) => ({
    page,
    title: parametersOf(texts[page].title),
    summary: parametersOf(texts[page].summary),
    sections: texts[page].sections.map((section) => ({
      id: section.id,
      when: section.when,
      heading: parametersOf(section.heading),
      blocks: section.blocks.map((block) => ({
        kind: block.kind,
        when: block.when,
        size: block.kind === 'table' ? [block.head.length, ...block.rows.map((row) => row.length)] : block.kind === 'list' ? block.items.length : 1,
        parameters: textsOf(block).map(parametersOf),
      })),
    })),
  }));

describe('locale files', () => {
  it('has every locale of the site (accounts-commerce §9: fourteen locales)', () => {
    expect(Object.keys(LEGAL_TEXTS).sort()).toEqual(LOCALES.map((entry) => entry.locale).sort());
  });

  it.each(translations)('%s has every document, section, block and parameter of the English file', (_, texts) => {
    expect(shapeOf(texts)).toEqual(shapeOf(english));
  });

  it.each(Object.entries(LEGAL_TEXTS))('%s has no empty text and translates more than the parameters', (locale, texts) => {
    for (const page of LEGAL_PAGES) {
      const all = [texts[page].title, texts[page].summary, ...texts[page].sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(textsOf)])];
      for (const text of all) expect(text.trim(), `${locale} ${page}`).not.toBe('');
    }
  });
});

const sites = BRANDS.flatMap((brand) => brand.countryIds.map((id) => ({ brand, country: countryById(id) as CountryConfig })));

describe('every parameter is filled', () => {
  it.each(Object.keys(LEGAL_TEXTS))('in %s, for every brand, country and page', (locale) => {
    for (const { brand, country } of sites) {
      for (const page of LEGAL_PAGES) {
        const document = legalDocument(page, { brand, country, locale });
        const text = JSON.stringify(document);
        expect(text, `${brand.id} ${country.code} ${page}`).not.toMatch(/\{\w+\}/);
        expect(document.sections.length, `${brand.id} ${country.code} ${page}`).toBeGreaterThan(0);
      }
    }
  });
});
