import { startGuess, type GuessAttempt } from './guess-limit';
import { GUESS_LIMITS, atAddress, scaleAddressGuessLimits } from './guess-limit-rules';
import type { TransactionalDatabase } from '@stays/server-core';

/**
 * One guess at a booking's phone, for every booking call that proves a booking by it: per booking at this address
 * and per address (its allowance times `addressFactor`), with back-off. Throws RateLimitedError (429, RATE_LIMITED)
 * while backing off; the attempt's succeeded() when the phone was right, so it does not count.
 */
export function startBookingLookup(
  database: TransactionalDatabase,
  lookup: { address: string; bookingId: string; addressFactor?: number },
  now: Date,
): Promise<GuessAttempt> {
  const checks = [
    { rule: GUESS_LIMITS.bookingLookupPerBookingAtAddress, subject: atAddress(lookup.bookingId, lookup.address) },
    { rule: GUESS_LIMITS.bookingLookupPerAddress, subject: lookup.address },
  ];
  return startGuess(database, scaleAddressGuessLimits(checks, lookup.addressFactor ?? 1), now);
}
