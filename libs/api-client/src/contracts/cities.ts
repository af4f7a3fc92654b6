import { z } from 'zod';
import { geoPointSchema, queryInt } from './common';

/** GET /api/pwa/cities — fields of spec guest-journey §3 "City", plus the slug its listing URL uses. */
export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  meta_description: z.string(),
  popular_location: z.boolean(),
  country_name: z.string(),
  country_id: z.number().int(),
  image_url: z.string(),
  center_point: geoPointSchema,
  property_count: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

export const citiesQuerySchema = z.object({
  country_id: queryInt.positive().optional(),
  slug: z.string().min(1).max(120).optional(),
  popular: z.enum(['true', 'false']).optional(),
  /** Count only this brand's stays of its kind in property_count (as allcities and search take it); all brands without it. */
  brand_name: z.string().min(1).max(60).optional(),
});
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;

export const citiesResponseSchema = z.object({ cities: z.array(citySchema) });
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;
