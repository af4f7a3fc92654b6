const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired sessions and social sign-in states, OTPs, e-mail tokens and contact verifications a day
 * after they expired, rate-limit windows and guess counts a day old (the longest window is an hour; guesses are
 * forgotten a day after the last one). Safe to run from every API process at any time.
 */
export async function purgeExpiredAccountRows(database: SqlClient, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const statements: [string, Date][] = [
    ['DELETE FROM sessions WHERE expires_at <= $1 RETURNING 1', now],
    ['DELETE FROM oauth_states WHERE expires_at <= $1 RETURNING 1', now],
    ['DELETE FROM otp_codes WHERE expires_at <= $1 RETURNING 1', dayAgo],
    ['DELETE FROM password_resets WHERE expires_at <= $1 RETURNING 1', dayAgo],
    ['DELETE FROM contact_verifications WHERE expires_at <= $1 RETURNING 1', dayAgo],
    ['DELETE FROM rate_limit_buckets WHERE window_start <= $1 RETURNING 1', dayAgo],
  ];
  let deleted = 0;
  for (const [sql, before] of statements) deleted += (await database.query(sql, [before])).length;
  return deleted;
}

import type { SqlClient } from '@stays/server-core';
