import { randomInt } from 'node:crypto';
import type { OtpReply } from '@stays/api-client';
import type { NotificationPort } from '@stays/server-notifications';
import { hmacHex, sameText } from '../crypto/tokens';
import { findUserByPhone } from '../users/users.repository';
import { fullPhone, maskedPhone, type PhoneNumber } from './otp-phone';
import { OTP_RESEND_AFTER_SECONDS, claimOtpSend } from './otp-resend-wait';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';

/** An OTP lives five minutes, allows five tries, and is used once. */
const OTP_LIFETIME_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
/** Every code: a guess has one chance in a million, whatever the caller asks for. */
const OTP_DIGITS = 6;

function otpHash(secret: string, number: PhoneNumber, code: string): string {
  return hmacHex(secret, `otp:${fullPhone(number)}:${code}`);
}

/**
 * A fresh code for this phone: refused with 429 OTP_RESEND_TOO_SOON within OTP_RESEND_AFTER_SECONDS of the last
 * one; otherwise earlier live codes are retired, the new one is stored as an HMAC only and sent by SMS through the
 * notification port, all in one transaction. is_user_present says which dialog comes next.
 */
export async function generateOtp(
  database: TransactionalDatabase,
  deps: { secret: string; notifications: NotificationPort },
  request: { number: PhoneNumber; send?: boolean },
  now: Date,
): Promise<OtpReply> {
  const user = await findUserByPhone(database, request.number.countryCode, request.number.phone);
  const send = request.send !== false;
  if (send) {
    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    await database.transaction(async (tx) => {
      await claimOtpSend(tx, request.number, now);
      await tx.query('UPDATE otp_codes SET consumed_at = $3 WHERE country_code = $1 AND phone = $2 AND consumed_at IS NULL', [
        request.number.countryCode,
        request.number.phone,
        now,
      ]);
      await tx.query('INSERT INTO otp_codes (country_code, phone, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        request.number.countryCode,
        request.number.phone,
        otpHash(deps.secret, request.number, code),
        now,
        new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000),
      ]);
      await deps.notifications.send(
        tx,
        [
          {
            channel: 'sms',
            recipient: fullPhone(request.number),
            template: 'login_otp',
            payload: { otp: code, expires_in_minutes: OTP_LIFETIME_SECONDS / 60 },
          },
        ],
        now,
      );
    });
  }
  return {
    is_user_present: user !== null,
    otp_sent: send,
    masked_phone: maskedPhone(request.number),
    expires_in_seconds: OTP_LIFETIME_SECONDS,
    resend_after_seconds: OTP_RESEND_AFTER_SECONDS,
  };
}

/**
 * Uses the phone's live code: each try counts (committed at once, whatever happens next), a right code is
 * consumed atomically (two racing requests cannot both use it), a wrong, expired, used or exhausted code is
 * 400 with the caller's error code (54 at sign-in, 24 at sign-up).
 */
export async function consumeOtp(
  database: SqlClient,
  secret: string,
  request: { number: PhoneNumber; otp: string; errorCode: '54' | '24' },
  now: Date,
): Promise<void> {
  const incorrect = new ServiceError(400, request.errorCode, 'Incorrect OTP');
  const [live] = await database.query<{ id: number; code_hash: string }>(
    `UPDATE otp_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM otp_codes WHERE country_code = $1 AND phone = $2 AND consumed_at IS NULL AND expires_at > $3
                   ORDER BY id DESC LIMIT 1)
        AND attempts < $4
      RETURNING id, code_hash`,
    [request.number.countryCode, request.number.phone, now, OTP_MAX_ATTEMPTS],
  );
  if (!live || !sameText(live.code_hash, otpHash(secret, request.number, request.otp.trim()))) throw incorrect;
  const [consumed] = await database.query<{ id: number }>('UPDATE otp_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id', [
    live.id,
    now,
  ]);
  if (!consumed) throw incorrect;
}
