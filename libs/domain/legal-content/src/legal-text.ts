/**
 * The shape of one locale's legal texts: the seven documents, each a title, a summary and sections of paragraphs,
 * lists and tables. Texts carry `{name}` parameters that legalDocument fills. A section or block with `when` is kept
 * only where its condition holds (the jurisdiction of the site, the kind of property the brand sells, whether its
 * prices include taxes), so one file covers every brand and country.
 */
export const LEGAL_PAGES = [
  'terms',
  'guest-policy',
  'privacy-policy',
  'cookie-policy',
  'corporate-social-responsibility',
  'saved-card-policy',
  'unmarried-couples',
] as const;

export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Whose law applies: India (Nivaas, Dunelight Homes India), the EU (and EEA) or the United Kingdom. */
export type Jurisdiction = 'india' | 'eu' | 'uk';

export interface LegalCondition {
  jurisdiction?: readonly Jurisdiction[];
  propertyType?: 'hotel' | 'home';
  taxes?: 'inclusive' | 'exclusive';
}

interface Conditional {
  when?: LegalCondition;
}

export type LegalBlock =
  | (Conditional & { kind: 'paragraph'; text: string })
  | (Conditional & { kind: 'list'; items: readonly string[] })
  | (Conditional & { kind: 'table'; head: readonly string[]; rows: readonly (readonly string[])[] });

interface LegalSectionText extends Conditional {
  /** Stable anchor of the section (the table of contents links to it); the same in every locale. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

interface LegalDocumentText {
  title: string;
  summary: string;
  sections: readonly LegalSectionText[];
}

/** Everything a locale file holds: the seven documents. */
export type LegalTexts = Readonly<Record<LegalPage, LegalDocumentText>>;

/** Helpers that keep the locale files short. */
export const paragraph = (text: string, when?: LegalCondition): LegalBlock => ({ kind: 'paragraph', text, ...(when ? { when } : {}) });
export const list = (items: readonly string[], when?: LegalCondition): LegalBlock => ({ kind: 'list', items, ...(when ? { when } : {}) });
export const table = (head: readonly string[], rows: readonly (readonly string[])[]): LegalBlock => ({ kind: 'table', head, rows });

export const INDIA: LegalCondition = { jurisdiction: ['india'] };
export const EU: LegalCondition = { jurisdiction: ['eu'] };
export const UK: LegalCondition = { jurisdiction: ['uk'] };
export const EUROPE: LegalCondition = { jurisdiction: ['eu', 'uk'] };
export const HOTELS: LegalCondition = { propertyType: 'hotel' };
export const HOMES: LegalCondition = { propertyType: 'home' };
