import { z } from 'zod';
import { geoPointSchema, propertyTypeSchema, queryInt } from './common';

/** GET /api/pwa/autocomplete — spec guest-journey §7 "GET autocomplete suggestions". */
export const autocompleteQuerySchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(100),
  /** Country id the guest searches in; suggestions from it rank first. */
  region: queryInt.positive().optional(),
  userId: z.string().max(64).optional(),
  brandName: z.string().max(40).optional(),
  defaultPropertyType: propertyTypeSchema.optional(),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

/** holiday_park: a park of holiday homes; townhouse, silverkey: a curated collection (its search across the country). */
export const suggestionTypeSchema = z.enum(['city', 'locality', 'hotel', 'country', 'tag', 'holiday_park', 'townhouse', 'silverkey', 'sentence']);
export type SuggestionType = z.infer<typeof suggestionTypeSchema>;

/** Search suggestion fields of spec guest-journey §3. */
export const suggestionSchema = z.object({
  id: z.string(),
  type: suggestionTypeSchema,
  display_name: z.string(),
  center_point: geoPointSchema.nullable(),
  country_id: z.number().int(),
  location_id: z.number().int().nullable(),
  city: z.string().nullable(),
  city_id: z.number().int().nullable(),
  /** The city's URL slug, so a client can build /hotels-in-{city} without another call. */
  city_slug: z.string().nullable(),
  /** A locality's URL slug, for /hotels-in-{locality}-{city} and /hotels-near-{locality}-{city}; null otherwise. */
  location_slug: z.string().nullable().optional(),
  locationType: z.string(),
  trending: z.boolean(),
  supply: z.number().int(),
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  intents: z.array(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionGroupSchema = z.object({
  priority: z.number().int(),
  title: z.string(),
  values: z.array(suggestionSchema),
});
export type SuggestionGroup = z.infer<typeof suggestionGroupSchema>;

export const autocompleteResponseSchema = z.object({
  sentences: suggestionGroupSchema,
  locations: suggestionGroupSchema,
  hotels: suggestionGroupSchema,
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
