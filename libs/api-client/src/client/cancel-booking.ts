import type { Booking, BookingCancellationBody } from '../contracts/booking';
import { bookingRoutes } from '../contracts/booking-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** PATCH bookingcancellation: cancels the booking and answers it as it now stands. */
export function cancelBooking(options: ApiClientOptions, body: BookingCancellationBody, signal?: AbortSignal): Promise<Booking> {
  return sendJson(options, 'PATCH', bookingRoutes.bookingCancellation, body, () => import('../contracts/booking').then((contract) => contract.bookingSchema), {
    signal,
  });
}
