import { z } from 'zod';
import { countryByCode, findLocale } from '@stays/brand-config';
import { queryBoolean } from './common';

const countryCodeQuery = z
  .string()
  .trim()
  .toLowerCase()
  .refine((code) => countryByCode(code) !== undefined, { message: 'unknown country' });

/** A site language (accounts-commerce §9's fourteen); texts not yet written in it come in English. */
const languageQuery = z
  .string()
  .trim()
  .refine((language) => findLocale(language) !== undefined, { message: 'unknown language' });

/** Content block ids: `legal/<page>` (terms, privacy-policy…) and `country-home`. */
const CMS_BLOCK_ID_PATTERN = /^[a-z][a-z0-9-]*(\/[a-z0-9-]+)?$/;

/** ids as a comma-separated list or a repeated parameter. */
const cmsIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter((id) => id.length > 0))
  .pipe(z.array(z.string().max(60).regex(CMS_BLOCK_ID_PATTERN, 'a block id is lowercase words and dashes, e.g. legal/terms')).max(20));

/** GET /api/pwa/cms — content blocks of the site by ids or a text query, in a language, for a country unless skipCountry. */
export const cmsQuerySchema = z
  .object({
    ids: cmsIds.optional(),
    query: z.string().trim().min(2).max(100).optional(),
    language: languageQuery.default('en'),
    country_code: countryCodeQuery.optional(),
    skipCountry: queryBoolean.default(false),
  })
  .refine((query) => query.ids !== undefined || query.query !== undefined, { message: 'ask for blocks by ids or by a text query', path: ['ids'] });
export type CmsQuery = z.input<typeof cmsQuerySchema>;

const cmsSectionSchema = z.object({ id: z.string(), heading: z.string(), text: z.string() });

export const cmsBlockSchema = z.object({
  id: z.string(),
  type: z.enum(['legal', 'country_home']),
  /** The language the block is written in: the one asked for, or English when the block has no text in it yet. */
  language: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(cmsSectionSchema),
  /** ISO date of the block's current version. */
  last_updated: z.string().nullable(),
});
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

export const cmsResponseSchema = z.object({
  language: z.string(),
  /** The country the blocks were written for; null with skipCountry (the brand's own country's texts). */
  country_code: z.string().nullable(),
  blocks: z.array(cmsBlockSchema),
  /** Asked ids that name no block. */
  missing_ids: z.array(z.string()),
});
export type CmsResponse = z.infer<typeof cmsResponseSchema>;

const SEO_PAGE_TYPES = ['country_home', 'city', 'locality', 'hotel'] as const;

/** GET /api/pwa/getSeoContent — a page's title, description, headings and text (for a path, or a page type and place). */
export const seoContentQuerySchema = z
  .object({
    path: z.string().trim().startsWith('/').max(200).optional(),
    page_type: z.enum(SEO_PAGE_TYPES).optional(),
    city: z.string().trim().toLowerCase().max(80).optional(),
    locality: z.string().trim().toLowerCase().max(80).optional(),
    hotel_id: z.coerce.number().int().positive().max(2147483647).optional(),
    country_code: countryCodeQuery.optional(),
  })
  .refine((query) => query.path !== undefined || query.page_type !== undefined, { message: 'give a path or a page_type', path: ['page_type'] });
export type SeoContentQuery = z.input<typeof seoContentQuerySchema>;

export const seoContentSchema = z.object({
  page_type: z.enum(SEO_PAGE_TYPES),
  /** The page's canonical path on the brand's site. */
  canonical_path: z.string(),
  language: z.string(),
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  headings: z.array(z.string()),
  text: z.string(),
});
export type SeoContent = z.infer<typeof seoContentSchema>;

/** GET /api/pwa/policy-check?version=1 — the current policy versions and whether the signed-in guest accepted them. */
export const policyCheckQuerySchema = z.object({ version: z.literal('1').default('1'), country_code: countryCodeQuery.optional() });
export type PolicyCheckQuery = z.input<typeof policyCheckQuerySchema>;

const POLICY_TYPES = ['terms', 'privacy', 'cookie'] as const;

export const policyCheckSchema = z.object({
  version: z.literal(1),
  country_code: z.string(),
  policies: z.array(
    z.object({
      type: z.enum(POLICY_TYPES),
      /** The policy's current version: the date it was last updated (ISO). */
      version: z.string(),
      title: z.string(),
      /** The policy's page on the site. */
      url: z.string(),
    }),
  ),
  /** Whether the country's law asks for consent before non-essential cookies (the EU and the UK). */
  consent_required: z.boolean(),
  is_logged_in: z.boolean(),
  /** The signed-in guest's consent (gdpr_consent of the account); null for a guest who is not signed in. */
  accepted: z.boolean().nullable(),
  /** Whether the site should ask the guest to accept: consent is required and not given by a signed-in account. */
  needs_acceptance: z.boolean(),
});
export type PolicyCheck = z.infer<typeof policyCheckSchema>;
