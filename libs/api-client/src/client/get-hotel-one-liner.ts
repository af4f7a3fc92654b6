import type { HotelOneLiner } from '../contracts/hotel-info';
import { hotelOneLinerInfoPath } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getHotelOneLiner(options: ApiClientOptions, hotelId: number, signal?: AbortSignal): Promise<HotelOneLiner> {
  return getJson(options, hotelOneLinerInfoPath(hotelId), {}, () => import('../contracts/hotel-info').then((contract) => contract.hotelOneLinerSchema), signal);
}
