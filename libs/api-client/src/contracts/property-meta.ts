import { z } from 'zod';
import { countryByCode } from '@stays/brand-config';
import { isoDateSchema, queryInt } from './common';
import { hotelRestrictionsSchema } from './hotel-terms';

/** The user modes a caller may name (accounts-commerce §6): the device role, travel agent or corporate browsing. */
const USER_MODES = ['Consumer_Guest', 'travel_agent', 'corporate'] as const;

/**
 * GET /api/pwa/bookingPropertMeta — what the booking page needs of a property before it prices a stay:
 * property_id, user_mode[], available_room_count[checkin], available_room_count[checkout], user_country_id.
 */
export const bookingPropertyMetaQuerySchema = z.object({
  property_id: queryInt.positive(),
  user_mode: z
    .union([z.enum(USER_MODES), z.array(z.enum(USER_MODES)).max(3)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .default(['Consumer_Guest']),
  available_room_count: z.object({ checkin: isoDateSchema, checkout: isoDateSchema }).optional(),
  user_country_id: z
    .string()
    .trim()
    .toLowerCase()
    .refine((code) => countryByCode(code) !== undefined, { message: 'unknown country' })
    .optional(),
});
export type BookingPropertyMetaQuery = z.input<typeof bookingPropertyMetaQuerySchema>;

export const bookingPropertyMetaSchema = z.object({
  property_id: z.number().int(),
  name: z.string(),
  property_type: z.enum(['hotel', 'home']),
  category: z.string().nullable(),
  city: z.string(),
  country_code: z.string(),
  currency_code: z.string(),
  /** Local times 'HH:MM'. */
  checkin_time: z.string(),
  checkout_time: z.string(),
  user_mode: z.array(z.enum(USER_MODES)),
  restrictions: hotelRestrictionsSchema,
  payment_modes: z.object({
    pay_online: z.boolean(),
    pay_at_hotel: z.boolean(),
    /** Why the stay cannot be paid at the property; null when it can. */
    pay_at_hotel_refusal: z.enum(['no_postpaid', 'too_many_rooms']).nullable(),
  }),
  /** How prices are shown to a guest of user_country_id (the property's country when absent), and the property's tax rate. */
  taxes: z.object({ user_country_code: z.string(), clusivity: z.enum(['inclusive', 'exclusive']), rate_percent: z.number().min(0) }),
  /** The stay asked for (dates corrected as availability corrects them); null without available_room_count. */
  availability: z
    .object({
      checkin: z.string(),
      checkout: z.string(),
      nights: z.number().int(),
      is_available: z.boolean(),
      room_categories: z.array(z.object({ id: z.number().int(), name: z.string(), available_rooms: z.number().int().nonnegative() })),
    })
    .nullable(),
});
export type BookingPropertyMeta = z.infer<typeof bookingPropertyMetaSchema>;
