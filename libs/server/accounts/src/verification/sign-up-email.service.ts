import type { NotificationPort } from '@stays/server-notifications';
import { isEmailValid } from '@stays/validation';
import { randomToken, sameText, sha256Hex } from '../crypto/tokens';
import { maskEmail } from '../users/mask-contact';
import { findUserByEmail } from '../users/users.repository';
import { EMAIL_OTP_LIFETIME_SECONDS, EMAIL_OTP_MAX_ATTEMPTS, emailCodeHash, newEmailCode } from './email-code';
import { issueEmailVerificationToken } from './email-verification-token';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

/**
 * Sends a six-digit code to the address a guest signs up with, before any account exists (accounts-commerce §4,
 * sign-up with email_verification_token). Whether the address has an account is not told here: only its
 * mailbox's owner learns that, with the right code.
 */
export async function sendSignUpEmailOtp(
  database: TransactionalDatabase,
  deps: { secret: string; notifications: NotificationPort },
  request: { email: string },
  now: Date,
): Promise<{ token: string; maskedEmail: string }> {
  const email = request.email.trim().toLowerCase();
  if (!isEmailValid(email)) throw new ServiceError(400, 'INVALID_EMAIL', 'Enter a valid e-mail address.');
  const token = randomToken(32);
  const code = newEmailCode();
  await database.transaction(async (tx) => {
    // One live code per address: asking again retires the earlier ones.
    await tx.query(
      `UPDATE contact_verifications SET used_at = $2 WHERE email = $1 AND channel = 'email' AND user_id IS NULL AND code_hash IS NOT NULL AND used_at IS NULL`,
      [email, now],
    );
    await tx.query(`INSERT INTO contact_verifications (token_hash, channel, email, code_hash, created_at, expires_at) VALUES ($1, 'email', $2, $3, $4, $5)`, [
      sha256Hex(token),
      email,
      emailCodeHash(deps.secret, token, code),
      now,
      new Date(now.getTime() + EMAIL_OTP_LIFETIME_SECONDS * 1000),
    ]);
    await deps.notifications.send(
      tx,
      [{ channel: 'email', recipient: email, template: 'verify_email_otp', payload: { otp: code, expires_in_minutes: EMAIL_OTP_LIFETIME_SECONDS / 60 } }],
      now,
    );
  });
  return { token, maskedEmail: maskEmail(email) };
}

/**
 * The code and its token: each try counts (committed at once); a right code uses the token and answers the
 * email_verification_token sign-up takes. A wrong, expired or used code is 400 EMAIL_OTP_INCORRECT; an address
 * that already has an account is 409 EMAIL_TAKEN (sign in instead), with no token.
 */
export async function proveSignUpEmail(
  database: TransactionalDatabase,
  secret: string,
  request: { token: string; otp: string },
  now: Date,
): Promise<{ token: string; maskedEmail: string }> {
  const incorrect = new ServiceError(400, 'EMAIL_OTP_INCORRECT', 'This code is not right, or it has expired. Ask for a new one.');
  const [live] = await database.query<{ code_hash: string; email: string }>(
    `UPDATE contact_verifications SET attempts = attempts + 1
      WHERE token_hash = $1 AND channel = 'email' AND user_id IS NULL AND code_hash IS NOT NULL AND used_at IS NULL AND expires_at > $2 AND attempts < $3
      RETURNING code_hash, email`,
    [sha256Hex(request.token), now, EMAIL_OTP_MAX_ATTEMPTS],
  );
  if (!live || !sameText(live.code_hash, emailCodeHash(secret, request.token, request.otp.trim()))) throw incorrect;
  return database.transaction(async (tx) => {
    const [used] = await tx.query('UPDATE contact_verifications SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING 1', [
      sha256Hex(request.token),
      now,
    ]);
    if (!used) throw incorrect;
    if (await findUserByEmail(tx, live.email)) {
      throw new ServiceError(409, 'EMAIL_TAKEN', 'This e-mail address belongs to an account. Sign in with it instead.');
    }
    return { token: await issueEmailVerificationToken(tx, live.email, now), maskedEmail: maskEmail(live.email) };
  });
}
