import { z } from 'zod';
import { geoPointSchema, queryInt } from './common';
import { citySchema } from './cities';
import { MAX_COMBINED_TAGS } from './search';

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9-]+$/, 'a slug is lowercase letters, digits and hyphens');

/** Tag slugs as a comma-separated list or a repeated parameter, each at most once; at most three. */
const tagSlugsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [...new Set((Array.isArray(value) ? value : value.split(',')).map((part) => part.trim().toLowerCase()))])
  .pipe(z.array(slugSchema).min(1).max(MAX_COMBINED_TAGS));

/**
 * GET /api/pwa/geographies — the places a listing URL names (guest-journey §2, §7 "GET geographies"):
 * `place` is the part after hotels-in- / hotels-near- ("goa", or "{location}-{city}" such as "baga-goa"), or
 * `locality_id` the locality of /search/?localityId=, or `holiday_park_id` a park (one of the three); `tags` the themes of
 * /{city}/hotels-in-{city}-{tag} and /{city}/{tag}/{tag2}/{tag3}.
 */
export const geographiesQuerySchema = z
  .object({
    place: slugSchema.optional(),
    locality_id: queryInt.positive().optional(),
    /** The holiday park of /search/?searchType=holiday_park&locationId= (with its city). */
    holiday_park_id: queryInt.positive().optional(),
    tags: tagSlugsSchema.optional(),
  })
  .refine((query) => [query.place, query.locality_id, query.holiday_park_id].filter((named) => named !== undefined).length === 1, {
    message: 'exactly one of place, locality_id and holiday_park_id names the place',
    path: ['place'],
  });
export type GeographiesQuery = z.input<typeof geographiesQuerySchema>;

export const localitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  center_point: geoPointSchema,
});
export type Locality = z.infer<typeof localitySchema>;

/** A holiday park: several holiday homes on one site (searchType holiday_park). */
const holidayParkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  center_point: geoPointSchema,
  country_id: z.number().int(),
});

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/**
 * The city (null when the slug or locality id names none), the locality when the slug is "{location}-{city}" or
 * the id names one, and the tags asked that exist, in the order asked (an unknown slug is left out).
 */
export const geographiesResponseSchema = z.object({
  city: citySchema.nullable(),
  locality: localitySchema.nullable(),
  /** The park holiday_park_id names (its city is `city`); null otherwise. */
  holiday_park: holidayParkSchema.nullable().optional(),
  tags: z.array(tagSchema),
});
export type GeographiesResponse = z.infer<typeof geographiesResponseSchema>;
