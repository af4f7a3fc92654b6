import type { NotificationPort } from '@stays/server-notifications';
import { deleteUserSessions } from '../sessions/sessions.repository';
import { findUserByEmail, updateUser } from '../users/users.repository';
import { EMAIL_TOKEN_LIFETIME_SECONDS, issueEmailToken, useEmailToken } from './email-tokens';
import { hashPassword } from './password-hash';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

function resetPasswordLink(webOrigin: string, token: string, email: string): string {
  return `${webOrigin}/reset-password?reset_password_token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/**
 * Forgot password: when the address has an account, a single-use link valid 30 minutes goes to it by e-mail.
 * The caller answers the same either way, so the call does not reveal who has an account.
 */
export async function requestPasswordReset(
  database: TransactionalDatabase,
  deps: { notifications: NotificationPort; webOrigin: string },
  email: string,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(database, email);
  if (!user?.email) return;
  const address = user.email;
  await database.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'reset_password', now);
    await deps.notifications.send(
      tx,
      [
        {
          channel: 'email',
          recipient: address,
          template: 'reset_password',
          payload: {
            first_name: user.first_name,
            link: resetPasswordLink(deps.webOrigin, token, address),
            expires_in_minutes: EMAIL_TOKEN_LIFETIME_SECONDS.reset_password / 60,
          },
        },
      ],
      now,
    );
  });
}

/**
 * Reset: the token must be live, unused and belong to this address. The new password is set, the token used and
 * every session of the account ended, in one transaction (whoever knew the old password is signed out).
 */
export async function resetPassword(database: TransactionalDatabase, request: { token: string; email: string; password: string }, now: Date): Promise<void> {
  const passwordHash = await hashPassword(request.password);
  const invalid = new ServiceError(400, 'RESET_LINK_INVALID', 'This reset link has expired or was already used. Ask for a new one.');
  await database.transaction(async (tx) => {
    const userId = await useEmailToken(tx, request.token, 'reset_password', now);
    const user = userId === null ? null : await findUserByEmail(tx, request.email);
    if (userId === null || !user || user.id !== userId) throw invalid;
    await updateUser(tx, userId, { password_hash: passwordHash }, now);
    await deleteUserSessions(tx, userId);
  });
}
