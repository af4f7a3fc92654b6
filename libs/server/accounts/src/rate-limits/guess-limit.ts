import { sha256Hex } from '../crypto/tokens';
import { GUESS_MEMORY_SECONDS, waitSecondsAfter, type GuessLimitRule } from './guess-limit-rules';
import { limitSubject } from './client-address';
import { RateLimitedError } from './rate-limit';
import type { TransactionalDatabase, SqlClient } from '@stays/server-core';

export interface GuessCheck {
  rule: GuessLimitRule;
  /** An address, or atAddress(account, address); hashed before it is stored. */
  subject: string;
}

/** A guess let through: say when it was right, so it does not count against the guest. */
export interface GuessAttempt {
  succeeded(): Promise<void>;
}

interface KeyedRule {
  rule: GuessLimitRule;
  key: string;
}

/**
 * Counts one guess against every check, or throws RateLimitedError (429, Retry-After) when any of them is still
 * waiting out its back-off. The guess is counted before the secret is checked, so parallel guesses (from any API
 * process: the counts are rows in rate_limit_buckets) cannot slip past together. A refused guess counts nowhere:
 * a guest who retries early waits no longer for it.
 */
export async function startGuess(database: TransactionalDatabase, checks: readonly GuessCheck[], now: Date): Promise<GuessAttempt> {
  // One order of keys for every caller: two guesses lock their rows in the same order and never deadlock.
  const keyed = checks
    .map(({ rule, subject }) => ({ rule, key: `${rule.name}:${sha256Hex(limitSubject(rule.name, subject))}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await database.transaction(async (tx) => {
    let retryAfterSeconds = 0;
    for (const check of keyed) retryAfterSeconds = Math.max(retryAfterSeconds, await countGuess(tx, check, now));
    if (retryAfterSeconds > 0) throw new RateLimitedError(retryAfterSeconds);
  });
  return { succeeded: () => recordSuccess(database, keyed) };
}

/** Counts the guess and answers 0, or answers the seconds left to wait (and counts nothing). */
async function countGuess(tx: SqlClient, { rule, key }: KeyedRule, now: Date): Promise<number> {
  const forgottenBefore = new Date(now.getTime() - GUESS_MEMORY_SECONDS * 1000);
  const [counted] = await tx.query<{ hits: number }>(
    `INSERT INTO rate_limit_buckets (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit_buckets.window_start <= $3 THEN 1 ELSE rate_limit_buckets.hits + 1 END,
       window_start = $2
     WHERE rate_limit_buckets.window_start <= $3
        OR rate_limit_buckets.hits < $4::int
        OR rate_limit_buckets.window_start
           + make_interval(secs => LEAST($6::float8, $5::float8 * power(2::float8, rate_limit_buckets.hits - $4::int))) <= $2
     RETURNING hits`,
    [key, now, forgottenBefore, rule.freeGuesses, rule.firstWaitSeconds, rule.maxWaitSeconds],
  );
  if (counted) return 0;
  const [last] = await tx.query<{ hits: number; window_start: Date | string }>('SELECT hits, window_start FROM rate_limit_buckets WHERE key = $1', [key]);
  if (!last) return 0;
  const allowedAt = new Date(last.window_start).getTime() + waitSecondsAfter(rule, last.hits) * 1000;
  return Math.max(1, Math.ceil((allowedAt - now.getTime()) / 1000));
}

async function recordSuccess(database: SqlClient, keyed: readonly KeyedRule[]): Promise<void> {
  for (const { rule, key } of keyed) {
    if (rule.onSuccess === 'forget') await database.query('DELETE FROM rate_limit_buckets WHERE key = $1', [key]);
    else await database.query('UPDATE rate_limit_buckets SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [key]);
  }
}
