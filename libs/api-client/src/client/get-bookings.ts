import type { BookingsQuery, BookingsReply } from '../contracts/booking';
import { bookingRoutes } from '../contracts/booking-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET bookings: the signed-in guest's bookings (filters[status] codes, batch 20, closest first). */
export function getBookings(options: ApiClientOptions, query: BookingsQuery, signal?: AbortSignal): Promise<BookingsReply> {
  return getJson(options, bookingRoutes.bookings, query, () => import('../contracts/booking').then((contract) => contract.bookingsReplySchema), signal);
}
