import { sha256Hex } from '../crypto/tokens';
import { limitSubject } from './client-address';
import type { RateLimitRule } from './rate-limit-rules';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** 429 with the seconds until the window reopens (sent as Retry-After). */
export class RateLimitedError extends ServiceError {
  constructor(
    readonly retryAfterSeconds: number,
    code = 'RATE_LIMITED',
    message = tooManyAttemptsMessage(retryAfterSeconds),
  ) {
    super(429, code, message);
    this.name = 'RateLimitedError';
  }
}

function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return `Too many attempts. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function isRateLimitedError(error: unknown): error is RateLimitedError {
  return error instanceof RateLimitedError;
}

export interface RateLimitCheck {
  rule: RateLimitRule;
  /** A phone, an account id or e-mail, an address; hashed before it is stored. */
  subject: string;
}

/**
 * Counts one attempt against each check (one atomic upsert per check, so two API processes share the counts)
 * and throws RateLimitedError when any of them is over its limit. Every check counts, even after one is over,
 * so an attacker cannot spread attempts over subjects to escape the other counters.
 */
export async function consumeRateLimits(database: SqlClient, checks: readonly RateLimitCheck[], now: Date): Promise<void> {
  let retryAfterSeconds = 0;
  for (const { rule, subject } of checks) {
    const windowOpenedAfter = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [bucket] = await database.query<{ hits: number; window_start: Date | string }>(
      `INSERT INTO rate_limit_buckets (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_buckets.window_start <= $3 THEN 1 ELSE rate_limit_buckets.hits + 1 END,
         window_start = CASE WHEN rate_limit_buckets.window_start <= $3 THEN $2 ELSE rate_limit_buckets.window_start END
       RETURNING hits, window_start`,
      [`${rule.name}:${sha256Hex(limitSubject(rule.name, subject))}`, now, windowOpenedAfter],
    );
    if (bucket && bucket.hits > rule.limit) {
      const reopensAt = new Date(bucket.window_start).getTime() + rule.windowSeconds * 1000;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((reopensAt - now.getTime()) / 1000));
    }
  }
  if (retryAfterSeconds > 0) throw new RateLimitedError(retryAfterSeconds);
}
