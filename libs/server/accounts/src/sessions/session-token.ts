import { isAccessTokenValid } from '@stays/booking-rules';
import { randomToken, sha256Hex } from '../crypto/tokens';

/** Six months: the logged-in app context's lifetime (accounts-commerce §9). */
export const SESSION_LIFETIME_SECONDS = 15_552_000;

/**
 * The access token of the spec: base64url of "v1:<user id>:<issued at, seconds>:<256 random bits>", so its decoded
 * text has four colon-separated parts (accounts-commerce §5). Only its SHA-256 is stored.
 */
export function newSessionToken(userId: number, now: Date): string {
  const text = ['v1', String(userId), String(Math.floor(now.getTime() / 1000)), randomToken(32)].join(':');
  return Buffer.from(text).toString('base64url');
}

/** The stored form of a token, or null for anything that is not an access token of the spec's format. */
export function sessionTokenHash(token: string | null | undefined): string | null {
  if (!token || token.length > 200 || !isAccessTokenValid(token)) return null;
  return sha256Hex(token);
}
