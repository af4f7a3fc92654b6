import type { CreateBookingBody, CreateBookingReply } from '../contracts/booking';
import { bookingRoutes } from '../contracts/booking-routes';
import { CSRF_HEADER } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/**
 * POST createBooking (also the DATE_CHANGE rebooking). `idempotencyKey` is made once per booking attempt
 * (crypto.randomUUID()) and sent again on a retry, so a double submit books once. For online payment the reply's
 * `redirectUrl` is the payment page to send the browser to.
 */
export function createBooking(
  options: ApiClientOptions,
  body: CreateBookingBody,
  idempotencyKey: string,
  signal?: AbortSignal,
  /** A signed-in guest's anti-forgery token: the booking becomes theirs (my bookings) and may carry a coupon. */
  csrfToken?: string | null,
): Promise<CreateBookingReply> {
  const headers: Record<string, string> = { 'idempotency-key': idempotencyKey, ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}) };
  return sendJson(
    options,
    'POST',
    bookingRoutes.createBooking,
    body,
    () => import('../contracts/booking').then((contract) => contract.createBookingReplySchema),
    { headers, signal },
  );
}
