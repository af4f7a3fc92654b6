import type { z } from 'zod';
import { REVIEW_TYPES, type HotelReviews, type hotelReviewsQuerySchema } from '@stays/api-client';
import { findActiveProperty } from '../hotel-details/find-property.repository';
import { findReviews, summariseReviews } from './find-reviews.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

type HotelReviewsRequest = z.output<typeof hotelReviewsQuerySchema>;

/** GET /api/pwa/hotels/:hotelId/reviews: the rating, counts per type and star, and a page of one type (all 1, google 2, own 0). */
export async function getHotelReviews(database: SqlClient, hotelId: number, query: HotelReviewsRequest): Promise<HotelReviews> {
  const property = await findActiveProperty(database, hotelId);
  if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${hotelId} does not exist or is not bookable`);
  const source = query.review_type === REVIEW_TYPES.all ? null : query.review_type;
  const [summary, reviews] = await Promise.all([summariseReviews(database, hotelId), findReviews(database, hotelId, source, query.batch)]);
  return {
    hotel_id: hotelId,
    rating: { value: property.rating_value, count: property.rating_count },
    counts: { all: summary.all, google: summary.google, own: summary.own },
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: summary.stars[stars - 1] ?? 0 })),
    review_type: query.review_type,
    reviews,
  };
}
