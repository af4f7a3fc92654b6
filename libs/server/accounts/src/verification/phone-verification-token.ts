import { randomToken, sha256Hex } from '../crypto/tokens';
import type { PhoneNumber } from '../otp/otp-phone';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** A phone proven by its OTP stays proven for 15 minutes: long enough to fill in the onboarding widget. */
export const PHONE_VERIFICATION_LIFETIME_SECONDS = 15 * 60;

export const phoneVerificationTokenInvalid = () =>
  new ServiceError(400, 'PHONE_VERIFICATION_TOKEN_INVALID', 'This phone verification has expired or was already used. Ask for a new code.');

/** The phone_verification_token of a phone whose OTP was right; only its SHA-256 is stored. */
export async function issuePhoneVerificationToken(database: SqlClient, number: PhoneNumber, now: Date): Promise<string> {
  const token = randomToken(32);
  await database.query(
    `INSERT INTO contact_verifications (token_hash, channel, country_code, phone, created_at, expires_at) VALUES ($1, 'phone', $2, $3, $4, $5)`,
    [sha256Hex(token), number.countryCode, number.phone, now, new Date(now.getTime() + PHONE_VERIFICATION_LIFETIME_SECONDS * 1000)],
  );
  return token;
}

/** The phone a live, unused token proves, without using it; null when it is unknown, expired or used. */
export async function phoneOfVerificationToken(database: SqlClient, token: string, now: Date): Promise<PhoneNumber | null> {
  const [row] = await database.query<{ country_code: string; phone: string }>(
    `SELECT country_code, phone FROM contact_verifications WHERE token_hash = $1 AND channel = 'phone' AND used_at IS NULL AND expires_at > $2`,
    [sha256Hex(token), now],
  );
  return row ? { countryCode: row.country_code, phone: row.phone } : null;
}

/** Uses the token once (two racing requests cannot both use it): its phone, or null when it cannot be used. */
export async function usePhoneVerificationToken(tx: SqlClient, token: string, now: Date): Promise<PhoneNumber | null> {
  const [row] = await tx.query<{ country_code: string; phone: string }>(
    `UPDATE contact_verifications SET used_at = $2
      WHERE token_hash = $1 AND channel = 'phone' AND used_at IS NULL AND expires_at > $2
      RETURNING country_code, phone`,
    [sha256Hex(token), now],
  );
  return row ? { countryCode: row.country_code, phone: row.phone } : null;
}
