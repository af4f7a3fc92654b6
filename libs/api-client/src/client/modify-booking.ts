import type { Booking } from '../contracts/booking';
import type { ModifyBookingBody } from '../contracts/booking-modification';
import { modifyBookingPath } from '../contracts/booking-modification-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** PUT bookings/{id}/modify: changes the booking (here its meals and early check-in) and answers it as it now stands. */
export function modifyBooking(options: ApiClientOptions, bookingId: string, body: ModifyBookingBody, signal?: AbortSignal): Promise<Booking> {
  return sendJson(options, 'PUT', modifyBookingPath(bookingId), body, () => import('../contracts/booking').then((contract) => contract.bookingSchema), {
    signal,
  });
}
