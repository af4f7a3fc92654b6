import { z } from 'zod';
import { quotationIdSchema, quotationInfoSchema } from './quotations';
import { currencyCodeSchema, isoDateSchema, queryBoolean, queryInt } from './common';
import { roomCategorySchema, roomServiceCodeSchema } from './hotel-details';

/** The meals of services.meals: the room services that are meals. */
const mealCodeSchema = roomServiceCodeSchema.exclude(['airport_transfer']);
import { additionalChargeInfoSchema, cancellationPolicySchema, hotelRestrictionsSchema } from './hotel-terms';
import { pricingDetailsSchema } from './hotel-summary';

const fieldListSchema = z.union([z.string(), z.array(z.string())]);

/**
 * GET /api/pwa/availability — a hotel's room categories for dates, rooms and guests (guest-journey §7 "GET
 * availability"). Unlike hotel details it never refuses the stay: dates that cannot be booked are replaced by
 * corrected ones and the room configuration is fitted to the hotel's min–max restriction (§4), and the reply says so.
 */
export const availabilityQuerySchema = z.object({
  hotel_id: queryInt.positive(),
  /** Any text: a date that is not a bookable YYYY-MM-DD is corrected, not refused. */
  checkin: z.string().max(40).optional(),
  checkout: z.string().max(40).optional(),
  rooms_config: z.string().max(200).optional(),
  /** Used when rooms_config is absent: guests spread over one room. */
  total_guest_count: queryInt.min(1).max(100).optional(),
  requested_coupon: z.string().max(40).optional(),
  pre_apply_coupon_switch: queryBoolean.optional(),
  fields: fieldListSchema.optional(),
  additional_fields: fieldListSchema.optional(),
  user_mode: z.string().max(40).optional(),
  filters: z.object({ all_room_categories: queryBoolean.optional() }).optional(),
  /** Meals to price with each category (meals_info): `services[meals]=breakfast,dinner` or repeated. */
  services: z
    .object({
      meals: z
        .union([z.string().max(100), z.array(z.string().max(20)).max(4)])
        .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter((part) => part !== ''))
        .pipe(z.array(mealCodeSchema))
        .optional(),
    })
    .optional(),
  selected_rcid: queryInt.positive().optional(),
  /** The deal the guest came from: prices the categories as hotel details does with the same deal_id. */
  deal_id: queryInt.positive().optional(),
  /** The quotation sent to the guest: prices its category as hotel details does with the same quotation_id. */
  quotation_id: quotationIdSchema.optional(),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export const availabilitySchema = z.object({
  hotel_id: z.number().int(),
  /** At least one room category can be booked for the (corrected) stay. */
  is_available: z.boolean(),
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  nights: z.number().int().positive(),
  /** The dates asked for could not be booked (past, reversed, too long or too short) and were replaced. */
  dates_corrected: z.boolean(),
  /** The rooms actually priced, in the rooms_config query form. */
  rooms_config: z.string(),
  /** The room configuration asked for broke the min–max restriction and was fitted to it. */
  rooms_config_adjusted: z.boolean(),
  rooms: z.number().int().positive(),
  guests: z.number().int().positive(),
  currency_code: currencyCodeSchema,
  restrictions: hotelRestrictionsSchema,
  room_categories_with_data: z.array(roomCategorySchema),
  selected_category_id: z.number().int().nullable(),
  pricing_details: pricingDetailsSchema.nullable(),
  cancellation_policies: z.array(cancellationPolicySchema),
  additional_charge_info: additionalChargeInfoSchema,
  /** Present when the quotation of quotation_id prices this stay. */
  quotation_info: quotationInfoSchema.optional(),
});
export type Availability = z.infer<typeof availabilitySchema>;
