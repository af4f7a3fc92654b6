import { z } from 'zod';
import { geoPointSchema } from './common';
import { citySchema } from './cities';

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9-]+$/, 'a slug is lowercase letters, digits and hyphens');

/**
 * GET /api/pwa/geographies — the places a listing URL names (guest-journey §2, §7 "GET geographies"):
 * `place` is the part after hotels-in- / hotels-near- ("goa", or "{location}-{city}" such as "baga-goa"),
 * `tag` the theme of /{city}/hotels-in-{city}-{tag}.
 */
export const geographiesQuerySchema = z.object({
  place: slugSchema,
  tag: slugSchema.optional(),
});
export type GeographiesQuery = z.input<typeof geographiesQuerySchema>;

export const localitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  center_point: geoPointSchema,
});
export type Locality = z.infer<typeof localitySchema>;

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** The city (null when the slug names none), the locality when the slug is "{location}-{city}", and the tag asked. */
export const geographiesResponseSchema = z.object({
  city: citySchema.nullable(),
  locality: localitySchema.nullable(),
  tag: tagSchema.nullable(),
});
export type GeographiesResponse = z.infer<typeof geographiesResponseSchema>;
