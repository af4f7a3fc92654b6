import { bookingSchema, type Booking, type CreateBookingBody } from '../contracts/booking';
import { bookingRoutes } from '../contracts/booking-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/**
 * POST createBooking. `idempotencyKey` is made once per booking attempt (crypto.randomUUID()) and sent again on a
 * retry, so a double submit books once.
 */
export function createBooking(options: ApiClientOptions, body: CreateBookingBody, idempotencyKey: string, signal?: AbortSignal): Promise<Booking> {
  return sendJson(options, 'POST', bookingRoutes.createBooking, body, bookingSchema, { headers: { 'idempotency-key': idempotencyKey }, signal });
}
