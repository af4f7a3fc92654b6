import { z } from 'zod';
import { isoDateSchema, propertyTypeSchema, queryInt } from './common';
import { ratingsSchema } from './hotel-summary';

/** A deal's page name: /deals/{dealName}. */
export const dealNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a deal name such as goa-beach-escape')
  .max(120);

/** GET deal info by {id} (guest-journey §7) and its twin by name for the deal page; the brand the guest is on. */
export const dealInfoParamsSchema = z.object({ dealId: queryInt.positive() });
export const dealByNameParamsSchema = z.object({ dealName: dealNameSchema });
export const dealInfoQuerySchema = z.object({ brand_name: z.string().trim().min(1).max(40) });
export type DealInfoQuery = z.input<typeof dealInfoQuerySchema>;

export const dealCitySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), country_id: z.number().int() });
export type DealCity = z.infer<typeof dealCitySchema>;

/** A property the deal covers, as its card on the deal page shows it. */
export const dealPropertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  city_id: z.number().int(),
  country_id: z.number().int(),
  property_type: propertyTypeSchema,
  category: z.string(),
  ratings: ratingsSchema,
  best_image: z.string(),
});
export type DealProperty = z.infer<typeof dealPropertySchema>;

/**
 * A deal on offer: discount_percentage off the room price of stays whose nights all fall between stay_from and
 * stay_until (the checkout day at the latest), booked before valid_until.
 */
export const dealInfoSchema = z.object({
  id: z.number().int(),
  url_name: dealNameSchema,
  title: z.string(),
  description: z.string(),
  discount_percentage: z.number().int().min(1).max(90),
  terms: z.array(z.string()),
  valid_from: z.string(),
  valid_until: z.string(),
  stay_from: isoDateSchema,
  stay_until: isoDateSchema,
  cities: z.array(dealCitySchema),
  properties: z.array(dealPropertySchema),
});
export type DealInfo = z.infer<typeof dealInfoSchema>;

/** Hotel details' deals_info: the deal of the page's deal_id when it covers this property and stay (its price carries it). */
export const hotelDealSchema = z.object({
  id: z.number().int(),
  url_name: dealNameSchema,
  title: z.string(),
  discount_percentage: z.number().int().min(1).max(90),
  valid_until: z.string(),
});
export type HotelDeal = z.infer<typeof hotelDealSchema>;
