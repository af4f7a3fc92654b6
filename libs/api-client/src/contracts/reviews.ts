import { z } from 'zod';
import { queryInt } from './common';

export const reviewTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ReviewType = z.infer<typeof reviewTypeSchema>;

/** GET /api/pwa/hotels/:hotelId/reviews — the hotel's rating and a page of its reviews of one type. */
export const hotelReviewsParamsSchema = z.object({ hotelId: queryInt.positive() });
export const hotelReviewsQuerySchema = z.object({
  review_type: z.coerce.number().pipe(reviewTypeSchema).default(1),
  batch: z.object({ count: queryInt.min(1).max(50).default(10), offset: queryInt.min(0).max(10_000).default(0) }).default({ count: 10, offset: 0 }),
});
export type HotelReviewsQuery = z.input<typeof hotelReviewsQuerySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  /** 0 own (a guest who stayed), 2 google. */
  source: z.union([z.literal(0), z.literal(2)]),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const hotelReviewsSchema = z.object({
  hotel_id: z.number().int(),
  /** The property's rating (0–5, one decimal) and how many ratings made it; null without one. */
  rating: z.object({ value: z.number().nullable(), count: z.number().int() }),
  /** Reviews per type (all, google, own), for the tabs. */
  counts: z.object({ all: z.number().int(), google: z.number().int(), own: z.number().int() }),
  /** Stars 5..1 → number of reviews (all types). */
  distribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int() })),
  review_type: reviewTypeSchema,
  reviews: z.array(reviewSchema),
});
export type HotelReviews = z.infer<typeof hotelReviewsSchema>;
