import { z } from 'zod';
import { idSchema, queryInt } from './common';

/** The brands whose pages a sitemap lists: a brand's sitemap never names another's property. */
const sitemapBrandSchema = z.enum(['nivaas', 'dunelight', 'dunelight-in']);

/** The most hotels one page of GET sitemap hotels answers: a child sitemap's worth, well within 50,000 URLs and 50 MB. */
export const SITEMAP_HOTELS_PAGE_MAX = 10_000;

/** Which pages: a brand, and one of its countries for a country site (all of the brand's otherwise). */
const sitemapScopeQuerySchema = z.object({
  brand_name: sitemapBrandSchema,
  country_id: queryInt.positive().optional(),
});

/** GET /api/pwa/sitemap/hotels — the active properties of a brand (and country), by id, a page at a time. */
export const sitemapHotelsQuerySchema = sitemapScopeQuerySchema.extend({
  offset: queryInt.min(0).default(0),
  limit: queryInt.min(1).max(SITEMAP_HOTELS_PAGE_MAX).default(SITEMAP_HOTELS_PAGE_MAX),
});
export type SitemapHotelsQuery = z.infer<typeof sitemapHotelsQuerySchema>;

const sitemapHotelSchema = z.object({
  id: idSchema,
  country_id: idSchema,
  /** When the page last changed as far as we know (its newest review), ISO 8601; null when never. */
  lastmod: z.string().nullable(),
});
export type SitemapHotel = z.infer<typeof sitemapHotelSchema>;

export const sitemapHotelsResponseSchema = z.object({
  /** Every active property in scope, whatever the page. */
  total_count: z.number().int().min(0),
  hotels: z.array(sitemapHotelSchema),
});
export type SitemapHotelsResponse = z.infer<typeof sitemapHotelsResponseSchema>;

/** GET /api/pwa/sitemap/places — the cities, localities, themes and deals that have a page with the brand's properties. */
export const sitemapPlacesQuerySchema = sitemapScopeQuerySchema;
export type SitemapPlacesQuery = z.infer<typeof sitemapPlacesQuerySchema>;

const sitemapCitySchema = z.object({
  slug: z.string(),
  country_id: idSchema,
  /** Slugs of the city's localities with at least one of the brand's active properties. */
  localities: z.array(z.string()),
  /** Slugs of the themes (tags) carried by the brand's active properties in the city. */
  tags: z.array(z.string()),
});
export type SitemapCity = z.infer<typeof sitemapCitySchema>;

const sitemapDealSchema = z.object({
  url_name: z.string(),
  /** When the deal went on offer, ISO 8601. */
  lastmod: z.string(),
});
export type SitemapDeal = z.infer<typeof sitemapDealSchema>;

export const sitemapPlacesResponseSchema = z.object({
  cities: z.array(sitemapCitySchema),
  /** The brand's deals on offer now that cover an active property in scope. */
  deals: z.array(sitemapDealSchema),
});
export type SitemapPlacesResponse = z.infer<typeof sitemapPlacesResponseSchema>;
