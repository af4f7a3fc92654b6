import type { Brand, CountryConfig } from '@stays/brand-config';
import { dataProtectionAuthorityOf, jurisdictionOf, legalEntityOf } from './legal-parties';
import type { Jurisdiction, LegalBlock, LegalCondition, LegalPage, LegalTexts } from './legal-text';
import { fill } from './fill-parameters';
import { LEGAL_TEXTS } from './locales';

/** The date of the current version of every document (ISO), shown as "last updated". */
const LEGAL_CONTENT_UPDATED = '2026-11-27';

export type LegalDocumentBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] } | { kind: 'table'; head: string[]; rows: string[][] };

interface LegalDocumentSection {
  id: string;
  heading: string;
  blocks: LegalDocumentBlock[];
}

/** A document ready to show: the brand's and country's texts, parameters filled, in the locale it was found in. */
export interface LegalDocument {
  page: LegalPage;
  /** The locale of the texts: the one asked for, or English when that locale has no file yet. */
  locale: string;
  title: string;
  summary: string;
  lastUpdated: string;
  sections: LegalDocumentSection[];
}

interface LegalDocumentOptions {
  brand: Pick<Brand, 'id' | 'name' | 'defaultPropertyType'>;
  country: Pick<CountryConfig, 'code' | 'currencyCode' | 'taxClusivity'>;
  locale: string;
}

interface Facts {
  jurisdiction: Jurisdiction;
  propertyType: 'hotel' | 'home';
  taxes: 'inclusive' | 'exclusive';
}

const holds = (condition: LegalCondition | undefined, facts: Facts) =>
  !condition ||
  ((!condition.jurisdiction || condition.jurisdiction.includes(facts.jurisdiction)) &&
    (!condition.propertyType || condition.propertyType === facts.propertyType) &&
    (!condition.taxes || condition.taxes === facts.taxes));

/** The locale file for a locale tag ('nl-BE' → nl), or English's. */
function textsFor(locale: string): { locale: string; texts: LegalTexts } {
  const language = locale
    .trim()
    .toLowerCase()
    .replace(/[-_].*$/, '');
  const texts = LEGAL_TEXTS[language];
  return texts ? { locale: language, texts } : { locale: 'en', texts: LEGAL_TEXTS['en'] as LegalTexts };
}

function displayName(locale: string, type: 'region' | 'currency', code: string): string {
  // With the default fallback ('code'), of() answers the code itself for a code it has no name for.
  return String(new Intl.DisplayNames([locale, 'en'], { type }).of(code));
}

/** The parameters of a brand's and country's documents, in a locale. */
function legalParameters({ brand, country, locale }: LegalDocumentOptions): Record<string, string> {
  const entity = legalEntityOf(brand.id);
  const { countryCode } = jurisdictionOf(brand.id, country);
  const authority = dataProtectionAuthorityOf(countryCode);
  return {
    brandName: brand.name,
    companyName: entity.companyName,
    companyAddress: entity.companyAddress,
    supportEmail: entity.supportEmail,
    privacyEmail: entity.privacyEmail,
    grievanceEmail: entity.grievanceEmail,
    courts: entity.courts,
    countryName: displayName(locale, 'region', countryCode.toUpperCase()),
    currencyName: displayName(locale, 'currency', country.currencyCode),
    currencyCode: country.currencyCode,
    authorityName: authority.name,
    authorityUrl: authority.url,
  };
}

function fillBlock(block: LegalBlock, parameters: Readonly<Record<string, string>>): LegalDocumentBlock {
  switch (block.kind) {
    case 'paragraph':
      return { kind: 'paragraph', text: fill(block.text, parameters) };
    case 'list':
      return { kind: 'list', items: block.items.map((item) => fill(item, parameters)) };
    case 'table':
      return {
        kind: 'table',
        head: block.head.map((cell) => fill(cell, parameters)),
        rows: block.rows.map((row) => row.map((cell) => fill(cell, parameters))),
      };
  }
}

/**
 * One legal page of a brand's country site in a locale (English when the locale has no file yet): the sections
 * and blocks that apply to the country's law, the brand's kind of property and the country's way of showing taxes,
 * with the brand's company, contacts, the country's name and currency filled in.
 */
export function legalDocument(page: LegalPage, options: LegalDocumentOptions): LegalDocument {
  const { locale, texts } = textsFor(options.locale);
  const parameters = legalParameters({ ...options, locale });
  const facts: Facts = {
    jurisdiction: jurisdictionOf(options.brand.id, options.country).jurisdiction,
    propertyType: options.brand.defaultPropertyType,
    taxes: options.country.taxClusivity,
  };
  const document = texts[page];
  return {
    page,
    locale,
    title: fill(document.title, parameters),
    summary: fill(document.summary, parameters),
    lastUpdated: LEGAL_CONTENT_UPDATED,
    sections: document.sections
      .filter((section) => holds(section.when, facts))
      .map((section) => ({
        id: section.id,
        heading: fill(section.heading, parameters),
        blocks: section.blocks.filter((block) => holds(block.when, facts)).map((block) => fillBlock(block, parameters)),
      }))
      .filter((section) => section.blocks.length > 0),
  };
}
