import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateBookingBody } from '@stays/api-client';
import { isRateLimitedError, startBookingLookup } from '@stays/server-accounts';
import type { ApiContext } from '../api-context';
import { transactionalDatabase } from '@stays/server-core';

/** The booking a call proves, and the booking's token when the call shows it instead of the guest's phone. */
export interface BookingProofOf {
  bookingId: string;
  token?: string | undefined;
}

/**
 * Every call that proves a booking by its guest's phone (look up, cancellation charge, cancel, date-change estimate,
 * createTransaction, save-card, removecard, a rebooking or property change) shares the booking lookup's guess limit,
 * so a guesser cannot move to a call without one. A right phone does not count. The token cannot be guessed: a
 * call that shows it is not limited.
 */
export function bookingPhoneProof(context: ApiContext) {
  return async function provenBy<T>(request: FastifyRequest, reply: FastifyReply, proof: BookingProofOf | null, work: () => Promise<T>): Promise<T> {
    if (!proof || proof.token !== undefined) return work();
    let attempt;
    try {
      const lookup = { address: request.ip, bookingId: proof.bookingId, addressFactor: context.accounts.addressLimitFactor };
      attempt = await startBookingLookup(transactionalDatabase(context.database), lookup, context.now());
    } catch (error) {
      if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    const result = await work();
    await attempt.succeeded();
    return result;
  };
}

/** The old booking a createBooking proves by phone: a date change's without its token, or the one a property change replaces. */
export function createBookingProof(body: Pick<CreateBookingBody, 're_booking' | 'booking'>): BookingProofOf | null {
  if (body.re_booking) return { bookingId: body.re_booking.old_invoice_no, token: body.re_booking.token };
  return body.booking.old_invoice_no === undefined ? null : { bookingId: body.booking.old_invoice_no };
}
