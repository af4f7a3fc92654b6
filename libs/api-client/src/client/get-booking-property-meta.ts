import type { BookingPropertyMeta, BookingPropertyMetaQuery } from '../contracts/property-meta';
import { contentApiRoutes } from '../content-routes';
import { getJson, type ApiClientOptions } from './http';

export function getBookingPropertyMeta(options: ApiClientOptions, query: BookingPropertyMetaQuery, signal?: AbortSignal): Promise<BookingPropertyMeta> {
  return getJson(
    options,
    contentApiRoutes.bookingPropertyMeta,
    query,
    () => import('../contracts/property-meta').then((contract) => contract.bookingPropertyMetaSchema),
    signal,
  );
}
