import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMITS, clientAddress, consumeRateLimits, isRateLimitedError, scaleAddressLimits } from '@stays/server-accounts';
import type { ApiContext } from '../api-context';

/**
 * Who makes a createBooking call: the signed-in guest, or without a session the address (an IPv6 address: its /64),
 * hashed because it is kept with the booking. Its Idempotency-Keys and its unpaid holds are its own.
 */
export function bookingCaller(userId: number | null, address: string): string {
  return userId === null ? `address:${createHash('sha256').update(clientAddress(address)).digest('hex')}` : `user:${userId}`;
}

/** Counts a createBooking call against its address's limit; 429 with Retry-After past it. */
export async function limitCreateBooking(context: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const checks = scaleAddressLimits([{ rule: RATE_LIMITS.createBookingPerAddress, subject: request.ip }], context.accounts.addressLimitFactor);
  try {
    await consumeRateLimits(context.database, checks, context.now());
  } catch (error) {
    if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
