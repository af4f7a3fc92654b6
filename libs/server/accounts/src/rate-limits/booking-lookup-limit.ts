import type { SqlClient } from '@stays/server-catalogue';
import { consumeRateLimits } from './rate-limit';
import { RATE_LIMITS } from './rate-limit-rules';

/**
 * The booking lookup's limits (per address and per booking id), for the booking routes to call before they look
 * a booking up: throws RateLimitedError (429, RATE_LIMITED) when reached.
 */
export function enforceBookingLookupLimit(database: SqlClient, attempt: { address: string; bookingId: string }, now: Date): Promise<void> {
  return consumeRateLimits(
    database,
    [
      { rule: RATE_LIMITS.bookingLookupPerAddress, subject: attempt.address },
      { rule: RATE_LIMITS.bookingLookupPerBooking, subject: attempt.bookingId },
    ],
    now,
  );
}
