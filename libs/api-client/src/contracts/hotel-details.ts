import { z } from 'zod';
import { minorUnitsSchema, queryBoolean, queryInt, subSourceSchema } from './common';
import { hotelDealSchema } from './deals';
import { hotelSummarySchema } from './hotel-summary';
import { quotationIdSchema, quotationInfoSchema } from './quotations';
import { additionalChargeInfoSchema, cancellationPolicySchema, hotelRestrictionsSchema } from './hotel-terms';
import { availableRoomCountSchema, roomsConfigQuerySchema } from './search';

/** GET /api/pwa/hotels/:hotelId — hotel details for a stay (guest-journey §7 "GET hotel details"). */
export const hotelDetailsParamsSchema = z.object({ hotelId: queryInt.positive() });

export const hotelDetailsQuerySchema = z
  .object({
    /** The stay; absent exactly when `open_search` is true. */
    available_room_count: availableRoomCountSchema.optional(),
    /**
     * Open search (guest-journey §4, §5): no dates, so nights are 0 and no stay is priced (no deal, no quotation);
     * each room category comes with its `from_price_per_night` and the hotel with the cheapest of them, the same
     * 'from' price as its search card.
     */
    open_search: queryBoolean.optional(),
    rooms_config: roomsConfigQuerySchema.optional(),
    selected_rcid: queryInt.positive().optional(),
    /** A deal the guest came from: when it covers this property and stay, deals_info names it and the prices carry it. */
    deal_id: queryInt.positive().optional(),
    /** A quotation sent to the guest (is_quotation): when it is valid for this stay, quotation_info names it and its category's prices carry it. */
    quotation_id: quotationIdSchema.optional(),
    /**
     * Only these reply fields (and the hotel's id): names of hotel details' top-level fields, as a comma-separated list
     * or repeated; an unknown name is a 400. Absent: every field.
     */
    requested_fields: z.lazy(() => requestedFieldsSchema).optional(),
    /** The channel the guest came through (a campaign, a partner's page), any case: carried into booking_context. */
    sub_source: subSourceSchema.optional(),
    /** The partner whose microsite shows the page (its name in `?microsite=`: lowercase letters, digits, hyphens). */
    web_partner: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'web_partner is a partner name such as lakeside-travel')
      .optional(),
    /** The guest's country as the site's country picker holds it (ISO 3166 alpha-2, any case: in, NL): see user_country_restricted. */
    user_selected_country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'user_selected_country is a two-letter country code such as IN')
      .transform((code) => code.toLowerCase())
      .optional(),
  })
  .refine((query) => (query.open_search === true) === (query.available_room_count === undefined), {
    message: 'hotel details are asked with dates (available_room_count[checkin] and [checkout]) or open_search=true, not both',
    path: ['available_room_count'],
  });
export type HotelDetailsQuery = z.input<typeof hotelDetailsQuerySchema>;

export const amenitySchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type Amenity = z.infer<typeof amenitySchema>;

export const soldOutReasonSchema = z.enum([
  'noRoomsAvailable',
  'fewerThanRequested',
  'invalidPricing',
  'overMaxOccupancy',
  'fewerThanMinimumRooms',
  'roomRestriction',
  'minimumStay',
]);
export type SoldOutReasonCode = z.infer<typeof soldOutReasonSchema>;

/** Meals and extras a room category comes with (guest-journey §7 "services meals"): included, or bookable at a price per night. */
export const roomServiceCodeSchema = z.enum(['breakfast', 'lunch', 'dinner', 'airport_transfer']);
export type RoomServiceCode = z.infer<typeof roomServiceCodeSchema>;
export const roomServiceSchema = z.object({
  code: roomServiceCodeSchema,
  included: z.boolean(),
  /** Per room per night when not included; null when included. */
  price: minorUnitsSchema.nullable(),
});
export type RoomService = z.infer<typeof roomServiceSchema>;

export const roomViewSchema = z.enum(['sea', 'garden', 'city', 'canal', 'mountain', 'pool', 'lake', 'river', 'courtyard']);
export type RoomView = z.infer<typeof roomViewSchema>;

/** An amenity the category does not have, with the property's words for why (shown struck through). */
export const restrictedAmenitySchema = z.object({ name: z.string().min(1), absent_description: z.string().min(1) });
export type RestrictedAmenity = z.infer<typeof restrictedAmenitySchema>;

/** The category's pictures and videos in the order the property chose. */
export const roomMediaSchema = z.object({ type: z.enum(['image', 'video']), url: z.string().min(1), caption: z.string() });
export type RoomMedia = z.infer<typeof roomMediaSchema>;

/** Room category fields of spec guest-journey §3, priced for the requested stay in minor units. */
export const roomCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  max_occupancy_allowed: z.number().int().positive(),
  single_bed_base_tariff: minorUnitsSchema,
  double_bed_base_tariff: minorUnitsSchema,
  extra_bed_base_tariff: minorUnitsSchema,
  /** Fewest rooms free on any night of the stay. */
  available_rooms: z.number().int().nonnegative(),
  pricing_info: z.object({
    average_price_single: minorUnitsSchema,
    average_price_double: minorUnitsSchema,
    average_price_extra: minorUnitsSchema,
    prices: z.array(z.object({ date: z.string(), price: minorUnitsSchema, available: z.number().int() })),
  }),
  summed_final_price: minorUnitsSchema,
  summed_slasher_price: minorUnitsSchema.nullable(),
  discount_percentage: z.number().int().min(0).max(100),
  /** What a wizard member gets off summed_final_price ("Wizard members get discounts"; accounts-commerce §9 up to 10%). */
  wizard_discount_percentage: z.number().int().min(0).max(100),
  wizard_discount_amount: minorUnitsSchema,
  tax_clusivity: z.enum(['inclusive', 'exclusive']),
  amenities: z.array(z.string()),
  one_liner: z.string(),
  services: z.array(roomServiceSchema),
  views: z.array(roomViewSchema),
  restricted_amenities: z.array(restrictedAmenitySchema),
  combined_media: z.array(roomMediaSchema),
  /** Taxes on summed_final_price at the country's rate (guest-journey §3 tax_info). */
  tax_info: z.object({ total_tax: minorUnitsSchema, final_price_with_tax: minorUnitsSchema }),
  /**
   * Open search only (no dates; the stay's prices above are then 0): the lowest price of one night of the rooms asked
   * over the next OPEN_SEARCH_PRICE_NIGHTS nights, taxes as tax_clusivity says; null when no such night has them free.
   */
  from_price_per_night: minorUnitsSchema.nullable().optional(),
  /**
   * Availability with services.meals: the meals asked that this category offers, those it does not, and what the
   * offered ones add to the stay (minor units, a priced meal per room per night; before tax where tax is added). createBooking charges the same.
   */
  meals_info: z.object({ meals: z.array(roomServiceCodeSchema), missing: z.array(roomServiceCodeSchema), price: minorUnitsSchema }).optional(),
  isSoldOut: z.boolean(),
  /** Why the category cannot be booked for this stay: the five conditions of §4, the room restriction, the minimum stay. */
  sold_out_reasons: z.array(soldOutReasonSchema),
});
export type RoomCategory = z.infer<typeof roomCategorySchema>;

export const hotelDetailsSchema = hotelSummarySchema.extend({
  description: z.string(),
  amenities: z.array(amenitySchema),
  room_categories_with_data: z.array(roomCategorySchema),
  selected_category_id: z.number().int().nullable(),
  checkin_time: z.string(),
  checkout_time: z.string(),
  restrictions: hotelRestrictionsSchema,
  cancellation_policies: z.array(cancellationPolicySchema),
  additional_charge_info: additionalChargeInfoSchema,
  deals_info: hotelDealSchema.nullable(),
  /** Present when the quotation of quotation_id prices this stay. */
  quotation_info: quotationInfoSchema.optional(),
  stay: z.object({ checkin: z.string(), checkout: z.string(), nights: z.number().int(), rooms: z.number().int(), guests: z.number().int() }),
  /**
   * With user_selected_country: the property takes no foreign guests (restrictions.no_foreign_guests) and the guest's
   * country is not the property's, so this guest cannot stay there. Absent without user_selected_country.
   */
  user_country_restricted: z.boolean().optional(),
  /**
   * With sub_source or web_partner: what the booking made from this page carries. sub_source is the one asked, else
   * the partner's name upper-case (a partner's page attributes its bookings to the partner); device_role is the
   * partner's microsite role (createBooking's user.devise_role).
   */
  booking_context: z.object({ sub_source: z.string(), web_partner: z.string().nullable(), device_role: z.string() }).optional(),
});
export type HotelDetails = z.infer<typeof hotelDetailsSchema>;

type HotelDetailsField = keyof typeof hotelDetailsSchema.shape;
const hotelDetailsFields = Object.keys(hotelDetailsSchema.shape) as [HotelDetailsField, ...HotelDetailsField[]];
const requestedFieldsSchema = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(100)])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter((part) => part !== ''))
  .pipe(z.array(z.enum(hotelDetailsFields, { message: `requested_fields are among: ${hotelDetailsFields.join(', ')}` })).min(1));

/** Hotel details cut to requested_fields: what was asked, and the hotel's id. */
export const requestedHotelDetailsSchema = hotelDetailsSchema.partial().extend({ id: z.number().int() });
export type RequestedHotelDetails = z.infer<typeof requestedHotelDetailsSchema>;
