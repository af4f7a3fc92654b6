import { randomToken, sha256Hex } from '../crypto/tokens';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** An address proven by its code stays proven for 15 minutes, like a phone: long enough to finish sign-up. */
export const EMAIL_VERIFICATION_LIFETIME_SECONDS = 15 * 60;

export const emailVerificationTokenInvalid = () =>
  new ServiceError(400, 'EMAIL_VERIFICATION_TOKEN_INVALID', 'This e-mail verification has expired or was already used. Ask for a new code.');

// A proven address is an e-mail row of no account and without a code: the rows with a code are still to be proven.
const PROVEN = `channel = 'email' AND user_id IS NULL AND code_hash IS NULL`;

/** The email_verification_token of an address whose code was right before any account has it; only its SHA-256 is stored. */
export async function issueEmailVerificationToken(database: SqlClient, email: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await database.query(`INSERT INTO contact_verifications (token_hash, channel, email, created_at, expires_at) VALUES ($1, 'email', $2, $3, $4)`, [
    sha256Hex(token),
    email,
    now,
    new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_SECONDS * 1000),
  ]);
  return token;
}

/** The address a live, unused token proves, without using it; null when it is unknown, expired or used. */
export async function emailOfVerificationToken(database: SqlClient, token: string, now: Date): Promise<string | null> {
  const [row] = await database.query<{ email: string }>(
    `SELECT email FROM contact_verifications WHERE token_hash = $1 AND ${PROVEN} AND used_at IS NULL AND expires_at > $2`,
    [sha256Hex(token), now],
  );
  return row?.email ?? null;
}

/** Uses the token once (two racing requests cannot both use it): its address, or null when it cannot be used. */
export async function useEmailVerificationToken(tx: SqlClient, token: string, now: Date): Promise<string | null> {
  const [row] = await tx.query<{ email: string }>(
    `UPDATE contact_verifications SET used_at = $2 WHERE token_hash = $1 AND ${PROVEN} AND used_at IS NULL AND expires_at > $2 RETURNING email`,
    [sha256Hex(token), now],
  );
  return row?.email ?? null;
}
