import { z } from 'zod';
import { currencyCodeSchema, geoPointSchema, isoDateSchema, minorUnitsSchema, propertyTypeSchema } from './common';

export const ratingsSchema = z.object({
  /** Average on a 0–5 scale, one decimal; null when the property has no rating yet. */
  value: z.number().nullable(),
  count: z.number().int(),
});

/** What the guest pays for the chosen stay, in minor units of `currency_code`. */
export const pricingDetailsSchema = z.object({
  nights: z.number().int().nonnegative(),
  rooms: z.number().int().positive(),
  /** Average for one night of all requested rooms. */
  price_per_night: minorUnitsSchema,
  /** All nights, all rooms. */
  total_price: minorUnitsSchema,
  /** The undiscounted price per night ("slasher" price), or null without a discount. */
  slasher_price: minorUnitsSchema.nullable(),
  discount_percentage: z.number().int().min(0).max(100),
  tax_clusivity: z.enum(['inclusive', 'exclusive']),
  room_category_id: z.number().int(),
  /**
   * pre_apply_coupon_switch: the best coupon open to every guest, already taken off total_price and price_per_night
   * (discount in minor units of the whole stay); the guest still applies its code at booking.
   */
  pre_applied_coupon: z.object({ code: z.string(), discount: minorUnitsSchema }).optional(),
});
export type PricingDetails = z.infer<typeof pricingDetailsSchema>;

/**
 * A card's badge (spec guest-journey §3 hotel_badge), from the property's guest reviews: top_rated (4.5 or more over
 * at least 50 reviews), guest_favourite (4.0 or more over at least 500 reviews). A property nobody has reviewed yet
 * has no badge: its rating already reads 'New'.
 */
export const hotelBadgeSchema = z.enum(['top_rated', 'guest_favourite']);
export type HotelBadge = z.infer<typeof hotelBadgeSchema>;

/** Low availability for the stay (urgency_info): the rooms left when only 1 or 2 are (guest-journey §8). */
export const urgencyInfoSchema = z.object({ rooms_left: z.number().int().min(1).max(2) });
export type UrgencyInfo = z.infer<typeof urgencyInfoSchema>;

/** The stay costs markedly less than the room's previous (slasher) rate for the same nights (price_drop). */
export const priceDropSchema = z.object({
  /** The previous rate per night of the stay's rooms, minor units. */
  previous_price_per_night: minorUnitsSchema,
  drop_percentage: z.number().int().min(1).max(100),
});
export type PriceDrop = z.infer<typeof priceDropSchema>;

/** A property as a listing card shows it (spec guest-journey §3 "Hotel", listing subset). */
export const hotelSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  city_id: z.number().int(),
  locality: z.string().nullable(),
  country_name: z.string(),
  country_id: z.number().int(),
  property_type: propertyTypeSchema,
  category: z.string(),
  ratings: ratingsSchema,
  best_image: z.string(),
  hotel_images: z.array(z.string()),
  geo_location: geoPointSchema,
  currency_code: currencyCodeSchema,
  currency_symbol: z.string(),
  available_rooms: z.number().int().nonnegative(),
  pricing_details: pricingDetailsSchema.nullable(),
  /**
   * Open search only (no dates): the lowest price of one night of the rooms asked over the next 30 nights, in minor
   * units; null when no such night has them free. Not a stay's price: no total, no availability claimed.
   */
  from_price_per_night: minorUnitsSchema.nullable().optional(),
  /**
   * A flexible-days search only, when the price is for other dates than the asked ones: the stay it prices (same
   * number of nights). Absent when the price is for the asked dates.
   */
  flexible_dates: z.object({ checkin: isoDateSchema, checkout: isoDateSchema }).optional(),
  slasher_percentage: z.number().int().min(0).max(100),
  isSoldOut: z.boolean(),
  /** Search and the hotel page always send the card's signals (null when none applies); other answers may leave them out. */
  hotel_badge: hotelBadgeSchema.nullable().optional(),
  urgency_info: urgencyInfoSchema.nullable().optional(),
  price_drop: priceDropSchema.nullable().optional(),
  isShortListed: z.boolean(),
  no_of_bedrooms: z.number().int().nullable(),
  no_of_people: z.number().int().nullable(),
  no_of_pets: z.number().int().nullable(),
  /** From the searched place's centre or point, in the property country's unit, 1 decimal (search only). */
  distance: z.number().nonnegative().nullable().optional(),
  distance_unit: z.enum(['km', 'mi']).optional(),
});
export type HotelSummary = z.infer<typeof hotelSummarySchema>;
