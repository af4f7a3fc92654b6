import type { CreateBookingRequest } from '@stays/api-client';

/** A createBooking call: its Idempotency-Key, who sent it ('user:…' or 'address:…'; a replay by another is refused), its body. */
export interface IdempotentBookingRequest {
  idempotencyKey: string;
  caller?: string | undefined;
  body: CreateBookingRequest;
}
