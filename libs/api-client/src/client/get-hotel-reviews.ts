import type { HotelReviews, HotelReviewsQuery } from '../contracts/reviews';
import { hotelReviewsPath } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getHotelReviews(options: ApiClientOptions, hotelId: number, query: HotelReviewsQuery, signal?: AbortSignal): Promise<HotelReviews> {
  return getJson(options, hotelReviewsPath(hotelId), query, () => import('../contracts/reviews').then((contract) => contract.hotelReviewsSchema), signal);
}
