import { randomToken, sha256Hex } from '../crypto/tokens';
import type { SqlClient } from '@stays/server-core';

export type EmailTokenPurpose = 'reset_password' | 'verify_email';

export const EMAIL_TOKEN_LIFETIME_SECONDS: Record<EmailTokenPurpose, number> = { reset_password: 30 * 60, verify_email: 7 * 24 * 60 * 60 };

/** A single-use, expiring token for a link sent by e-mail; only its SHA-256 is stored. */
export async function issueEmailToken(tx: SqlClient, userId: number, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const token = randomToken(32);
  await tx.query('INSERT INTO password_resets (token_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    sha256Hex(token),
    userId,
    purpose,
    now,
    new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_SECONDS[purpose] * 1000),
  ]);
  return token;
}

/** Marks the token used and answers its user, or null when it is unknown, expired, used, or for another purpose. */
export async function useEmailToken(tx: SqlClient, token: string, purpose: EmailTokenPurpose, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id`,
    [sha256Hex(token), purpose, now],
  );
  return row?.user_id ?? null;
}
