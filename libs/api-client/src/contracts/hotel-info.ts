import { z } from 'zod';
import { GUEST_SAFETY_MEASURES, PROPERTY_CHECKS, countryByCode } from '@stays/brand-config';
import { queryInt } from './common';

/** GET /api/pwa/trustSafety — the property checks and guest safety measures of a country (guest-journey §7). */
export const trustSafetyQuerySchema = z.object({
  user_country_id: z
    .string()
    .trim()
    .toLowerCase()
    .refine((code) => countryByCode(code) !== undefined, { message: 'unknown country' })
    .default('in'),
  app_client: z.enum(['website']).default('website'),
});
export type TrustSafetyQuery = z.input<typeof trustSafetyQuerySchema>;

export const trustSafetySchema = z.object({
  /** Lowercase country code the content is for. */
  country_code: z.string(),
  property_checks: z.array(z.enum(PROPERTY_CHECKS)),
  guest_safety: z.array(z.enum(GUEST_SAFETY_MEASURES)),
});
export type TrustSafetyInfo = z.infer<typeof trustSafetySchema>;

/** GET /api/pwa/tooltipinfo/:hotelId?category_id= — what the parts of a room category's price mean. */
export const tooltipInfoParamsSchema = z.object({ hotelId: queryInt.positive() });
export const tooltipInfoQuerySchema = z.object({ category_id: queryInt.positive() });
export type TooltipInfoQuery = z.input<typeof tooltipInfoQuerySchema>;

export const tooltipInfoSchema = z.object({
  hotel_id: z.number().int(),
  category_id: z.number().int(),
  /** Whether shown prices include the tax, and its rate on a room night. */
  tax: z.object({ clusivity: z.enum(['inclusive', 'exclusive']), rate_percent: z.number().min(0) }),
  /** The largest discount of the category's struck (slasher) price on the nights on sale; 0 when none. */
  slasher: z.object({ max_discount_percentage: z.number().int().min(0).max(100) }),
  /** What wizard members get off the price. */
  wizard_discount: z.object({ percentage: z.number().int().min(0).max(100) }),
});
export type TooltipInfo = z.infer<typeof tooltipInfoSchema>;

/** GET /api/pwa/hotelonelinerinfo/:id — the hotel's one-line description. */
export const hotelOneLinerParamsSchema = z.object({ id: queryInt.positive() });
export const hotelOneLinerSchema = z.object({ hotel_id: z.number().int(), one_liner: z.string().nullable() });
export type HotelOneLiner = z.infer<typeof hotelOneLinerSchema>;
