import type { Booking, BookingQuery } from '../contracts/booking';
import { bookingPath } from '../contracts/booking-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET booking by its id with the guest's phone, or with the booking's token. */
export function getBooking(options: ApiClientOptions, bookingId: string, query: BookingQuery, signal?: AbortSignal): Promise<Booking> {
  return getJson(options, bookingPath(bookingId), query, () => import('../contracts/booking').then((contract) => contract.bookingSchema), signal);
}
