import type { CmsBlock, CmsResponse, cmsQuerySchema } from '@stays/api-client';
import { countryById, type Brand, type CountryConfig } from '@stays/brand-config';
import { LEGAL_PAGES, legalDocument, type LegalDocumentBlock, type LegalPage } from '@stays/legal-content';
import { countryHomeSeo } from '@stays/seo';
import type { z } from 'zod';
import { siteOfRequest } from './site-of-request';

type CmsRequest = z.output<typeof cmsQuerySchema>;

const COUNTRY_HOME_ID = 'country-home';
const legalId = (page: LegalPage) => `legal/${page}`;
const ALL_BLOCK_IDS = [...LEGAL_PAGES.map(legalId), COUNTRY_HOME_ID];

function blockText(block: LegalDocumentBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `• ${item}`).join('\n');
    case 'table':
      return [block.head, ...block.rows].map((row) => row.join(' | ')).join('\n');
  }
}

function legalBlock(page: LegalPage, brand: Brand, country: CountryConfig, language: string): CmsBlock {
  const document = legalDocument(page, { brand, country, locale: language });
  return {
    id: legalId(page),
    type: 'legal',
    language: document.locale,
    title: document.title,
    summary: document.summary,
    sections: document.sections.map((section) => ({ id: section.id, heading: section.heading, text: section.blocks.map(blockText).join('\n\n') })),
    last_updated: document.lastUpdated,
  };
}

/** The country home's texts; written in English only for now, so the block says 'en' unless the country's name alone. */
function countryHomeBlock(brand: Brand, country: CountryConfig): CmsBlock {
  const countryName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(country.code.toUpperCase()) ?? country.name;
  const texts = countryHomeSeo({ brandName: brand.name, propertyType: brand.defaultPropertyType, countryName });
  return {
    id: COUNTRY_HOME_ID,
    type: 'country_home',
    language: 'en',
    title: texts.title,
    summary: texts.description,
    sections: [{ id: 'intro', heading: texts.h1, text: texts.text }],
    last_updated: null,
  };
}

function blockById(id: string, brand: Brand, country: CountryConfig, language: string): CmsBlock {
  if (id === COUNTRY_HOME_ID) return countryHomeBlock(brand, country);
  return legalBlock(id.slice('legal/'.length) as LegalPage, brand, country, language);
}

function matches(block: CmsBlock, words: string[]): boolean {
  const haystack = [block.title, block.summary, ...block.sections.flatMap((section) => [section.heading, section.text])].join('\n').toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * GET /api/pwa/cms: the site's content blocks — the legal documents (`legal/terms`, `legal/privacy-policy`…) and
 * the country home's texts (`country-home`) — asked by ids, by a text query (every word must appear), or both
 * (the asked ids that match). Texts are the language's, English where a block has none yet; they follow the
 * country's law and currency, or the brand's own country's with skipCountry.
 */
export function getCms(query: CmsRequest, host: string): CmsResponse {
  const site = siteOfRequest(host, query.country_code);
  const country = query.skipCountry ? (countryById(site.brand.countryId) ?? site.country) : site.country;
  const language = query.language.toLowerCase();
  const asked = query.ids ? [...new Set(query.ids)] : ALL_BLOCK_IDS;
  const known = asked.filter((id) => ALL_BLOCK_IDS.includes(id));
  let blocks = known.map((id) => blockById(id, site.brand, country, language));
  if (query.query !== undefined) {
    const words = query.query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    blocks = blocks.filter((block) => matches(block, words));
  }
  return {
    language,
    country_code: query.skipCountry ? null : country.code,
    blocks,
    missing_ids: asked.filter((id) => !ALL_BLOCK_IDS.includes(id)),
  };
}
