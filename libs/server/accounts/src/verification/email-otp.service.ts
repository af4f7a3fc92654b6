import type { NotificationPort } from '@stays/server-notifications';
import { isEmailValid } from '@stays/validation';
import { randomToken, sameText, sha256Hex } from '../crypto/tokens';
import { maskEmail } from '../users/mask-contact';
import { userStatusOf, type UserRow } from '../users/user-row';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { EMAIL_OTP_LIFETIME_SECONDS, EMAIL_OTP_MAX_ATTEMPTS, emailCodeHash as codeHash, newEmailCode } from './email-code';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';

export { EMAIL_OTP_LIFETIME_SECONDS, EMAIL_OTP_MAX_ATTEMPTS } from './email-code';

const emailTaken = () => new ServiceError(409, 'EMAIL_TAKEN', 'This e-mail address belongs to another account.');

async function assertEmailFree(database: SqlClient, email: string, userId: number): Promise<void> {
  const owner = await findUserByEmail(database, email);
  if (owner && owner.id !== userId) throw emailTaken();
}

/**
 * Sends a six-digit code to an address the signed-in guest adds (the link step of accounts-commerce §4) through
 * the outbox, in one transaction with its token; the token goes back to the guest, the code only to the mailbox.
 */
export async function sendEmailOtp(
  database: TransactionalDatabase,
  deps: { secret: string; notifications: NotificationPort },
  request: { userId: number; email: string },
  now: Date,
): Promise<{ token: string; maskedEmail: string }> {
  const email = request.email.trim().toLowerCase();
  if (!isEmailValid(email)) throw new ServiceError(400, 'INVALID_EMAIL', 'Enter a valid e-mail address.');
  await assertEmailFree(database, email, request.userId);
  const token = randomToken(32);
  const code = newEmailCode();
  await database.transaction(async (tx) => {
    // One live code per guest: asking again retires the earlier ones.
    await tx.query(`UPDATE contact_verifications SET used_at = $2 WHERE user_id = $1 AND channel = 'email' AND used_at IS NULL`, [request.userId, now]);
    await tx.query(
      `INSERT INTO contact_verifications (token_hash, channel, email, user_id, code_hash, created_at, expires_at) VALUES ($1, 'email', $2, $3, $4, $5, $6)`,
      [sha256Hex(token), email, request.userId, codeHash(deps.secret, token, code), now, new Date(now.getTime() + EMAIL_OTP_LIFETIME_SECONDS * 1000)],
    );
    await deps.notifications.send(
      tx,
      [{ channel: 'email', recipient: email, template: 'verify_email_otp', payload: { otp: code, expires_in_minutes: EMAIL_OTP_LIFETIME_SECONDS / 60 } }],
      now,
    );
  });
  return { token, maskedEmail: maskEmail(email) };
}

/**
 * The code and its token: each try counts (committed at once), a right code for this guest's live token puts
 * the address on the account, verified. A wrong, expired, used or another guest's token is 400 EMAIL_OTP_INCORRECT.
 */
export async function verifyEmailOtp(
  database: TransactionalDatabase,
  secret: string,
  request: { userId: number; token: string; otp: string },
  now: Date,
): Promise<UserRow> {
  const incorrect = new ServiceError(400, 'EMAIL_OTP_INCORRECT', 'This code is not right, or it has expired. Ask for a new one.');
  const [live] = await database.query<{ code_hash: string; email: string }>(
    `UPDATE contact_verifications SET attempts = attempts + 1
      WHERE token_hash = $1 AND channel = 'email' AND user_id = $2 AND used_at IS NULL AND expires_at > $3 AND attempts < $4
      RETURNING code_hash, email`,
    [sha256Hex(request.token), request.userId, now, EMAIL_OTP_MAX_ATTEMPTS],
  );
  if (!live || !sameText(live.code_hash, codeHash(secret, request.token, request.otp.trim()))) throw incorrect;
  return database
    .transaction(async (tx) => {
      const [used] = await tx.query('UPDATE contact_verifications SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING 1', [
        sha256Hex(request.token),
        now,
      ]);
      if (!used) throw incorrect;
      await assertEmailFree(tx, live.email, request.userId);
      const user = await findUserById(tx, request.userId);
      if (!user) throw new ServiceError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
      const status = userStatusOf({ phone: user.phone, phoneVerified: user.phone_verified, email: live.email, emailVerified: true });
      return (await updateUser(tx, user.id, { email: live.email, email_verified: true, email_verified_at: now, user_status: status }, now)) ?? user;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    });
}
