import { randomInt } from 'node:crypto';
import { hmacHex, sha256Hex } from '../crypto/tokens';

/** An e-mailed code lives ten minutes and allows five tries, like the SMS one allows. */
export const EMAIL_OTP_LIFETIME_SECONDS = 10 * 60;
export const EMAIL_OTP_MAX_ATTEMPTS = 5;

/** A new six-digit code for an e-mail address. */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What is stored of an e-mailed code: its HMAC, bound to the token it was sent with. */
export function emailCodeHash(secret: string, token: string, code: string): string {
  return hmacHex(secret, `email-otp:${sha256Hex(token)}:${code}`);
}
