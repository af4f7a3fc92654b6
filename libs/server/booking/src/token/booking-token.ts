import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

let devSecret: string | undefined;

/**
 * The secret the tokens are signed with: BOOKING_TOKEN_SECRET, or in development a random one made once per
 * process (its tokens stop working on restart and are not accepted by another process).
 */
export function bookingTokenSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['BOOKING_TOKEN_SECRET'];
  if (configured) return configured;
  devSecret ??= randomBytes(32).toString('hex');
  return devSecret;
}

/** A link token for one booking: HMAC-SHA256 of its invoice_no, base64url. */
export function signBookingToken(invoiceNo: string, secret: string = bookingTokenSecret()): string {
  return createHmac('sha256', secret).update(invoiceNo).digest('base64url');
}

/** Whether `token` was signed for this invoice_no, compared in constant time. */
export function isBookingTokenValid(invoiceNo: string, token: string, secret: string = bookingTokenSecret()): boolean {
  const expected = Buffer.from(signBookingToken(invoiceNo, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
