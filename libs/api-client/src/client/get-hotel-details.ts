import type { HotelDetails, HotelDetailsQuery } from '../contracts/hotel-details';
import { hotelDetailsPath } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getHotelDetails(options: ApiClientOptions, hotelId: number, query: HotelDetailsQuery, signal?: AbortSignal): Promise<HotelDetails> {
  return getJson(options, hotelDetailsPath(hotelId), query, () => import('../contracts/hotel-details').then((contract) => contract.hotelDetailsSchema), signal);
}
