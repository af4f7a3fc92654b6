import { z } from 'zod';
import { queryBoolean, queryDecimal, queryInt } from './common';
import { hotelSummarySchema } from './hotel-summary';
import { availableRoomCountSchema, roomsConfigQuerySchema } from './search';

/**
 * GET /api/pwa/similar-hotels — properties near a sold-out one, priced for the same stay (guest-journey §7 "GET similar
 * hotels": available_room_count, filters coordinates affinity_hotel_id and available, batch count 2 offset 0, …).
 */
export const similarHotelsQuerySchema = z.object({
  available_room_count: availableRoomCountSchema,
  filters: z.object({
    affinity_hotel_id: queryInt.positive(),
    coordinates: z.object({ lat: queryDecimal(-90, 90), lng: queryDecimal(-180, 180) }).optional(),
    available: queryBoolean.default(true),
  }),
  format_response: z
    .object({ batch: z.object({ count: queryInt.min(1).max(20).default(2), offset: queryInt.min(0).max(1000).default(0) }).default({ count: 2, offset: 0 }) })
    .default({ batch: { count: 2, offset: 0 } }),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  additional_fields: z.union([z.string(), z.array(z.string())]).optional(),
  tax_exclusive_pricing: queryBoolean.optional(),
  rooms_config: roomsConfigQuerySchema.optional(),
});
export type SimilarHotelsQuery = z.input<typeof similarHotelsQuerySchema>;

export const similarHotelSchema = hotelSummarySchema.extend({
  /** Straight-line distance from the sold-out property, in kilometres (one decimal). */
  distance: z.number().nonnegative(),
  distance_unit: z.literal('km'),
});
export type SimilarHotel = z.infer<typeof similarHotelSchema>;

export const similarHotelsResponseSchema = z.object({ hotels: z.array(similarHotelSchema) });
export type SimilarHotelsResponse = z.infer<typeof similarHotelsResponseSchema>;
