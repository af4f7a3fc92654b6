import { sha256Hex } from '../crypto/tokens';
import { RateLimitedError } from '../rate-limits/rate-limit';
import { fullPhone, type PhoneNumber } from './otp-phone';
import type { SqlClient } from '@stays/server-core';

/** A guest waits this long after one code before the next is sent to the same phone. */
export const OTP_RESEND_AFTER_SECONDS = 30;

/** 429 OTP_RESEND_TOO_SOON: a code went to this phone less than OTP_RESEND_AFTER_SECONDS ago. */
class OtpResendTooSoonError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
    super(
      retryAfterSeconds,
      'OTP_RESEND_TOO_SOON',
      `A code was just sent to this number. Please wait ${retryAfterSeconds} ${unit} before asking for a new one.`,
    );
    this.name = 'OtpResendTooSoonError';
  }
}

/**
 * Claims the phone's next send in the caller's transaction, or throws OtpResendTooSoonError. The time of the last
 * send is a row in rate_limit_buckets, moved by one conditional upsert: it locks the row, so two API processes
 * asking at once cannot both send, and a send that fails later rolls the claim back with it.
 */
export async function claimOtpSend(tx: SqlClient, number: PhoneNumber, now: Date): Promise<void> {
  const key = `otp_resend:phone:${sha256Hex(fullPhone(number))}`;
  const [claimed] = await tx.query<{ key: string }>(
    `INSERT INTO rate_limit_buckets (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET window_start = EXCLUDED.window_start, hits = 1
       WHERE rate_limit_buckets.window_start <= $3
     RETURNING key`,
    [key, now, new Date(now.getTime() - OTP_RESEND_AFTER_SECONDS * 1000)],
  );
  if (claimed) return;
  const [last] = await tx.query<{ window_start: Date | string }>('SELECT window_start FROM rate_limit_buckets WHERE key = $1', [key]);
  const nextAllowedAt = new Date(last?.window_start ?? now).getTime() + OTP_RESEND_AFTER_SECONDS * 1000;
  throw new OtpResendTooSoonError(Math.max(1, Math.ceil((nextAllowedAt - now.getTime()) / 1000)));
}
