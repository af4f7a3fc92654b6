import type { CreateBookingRequest } from '@stays/api-client';

/**
 * A createBooking call: its Idempotency-Key, who sent it ('user:<id>', or 'address:<sha256>' without a session: a
 * replay by another caller is refused, and an online booking's hold counts against it), and its body.
 */
export interface IdempotentBookingRequest {
  idempotencyKey: string;
  caller: string;
  body: CreateBookingRequest;
}
