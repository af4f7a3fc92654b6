import type { UpdateUserProfileBody } from '@stays/api-client';
import type { NotificationPort } from '@stays/server-notifications';
import { profileFieldProblems, splitName } from '@stays/validation';
import { issueEmailToken, useEmailToken } from '../passwords/email-tokens';
import { hashPassword, verifyPassword } from '../passwords/password-hash';
import { verifyEmailLink } from '../sign-in/sign-up.service';
import { deleteUserSessions } from '../sessions/sessions.repository';
import { userStatusOf, type UserRow } from '../users/user-row';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

export async function getProfile(database: TransactionalDatabase, userId: number): Promise<UserRow> {
  const user = await findUserById(database, userId);
  if (!user) throw new ServiceError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
  return user;
}

/**
 * Changes only the fields sent, for the signed-in user only. A new e-mail must be verified again (a link is
 * sent); a new password needs the current one when the account has one.
 */
export async function updateProfile(
  database: TransactionalDatabase,
  deps: { notifications: NotificationPort; webOrigin: string },
  userId: number,
  body: UpdateUserProfileBody,
  now: Date,
): Promise<UserRow> {
  const user = await getProfile(database, userId);
  const changes: Record<string, unknown> = {};
  // The rules sign-up checks (accounts-commerce §5), field by field; the first wrong field is named in the 400.
  const email = body.email?.trim().toLowerCase();
  const emailChanged = email !== undefined && email !== user.email;
  const [problem] = profileFieldProblems({
    name: body.name,
    email: emailChanged ? email : undefined,
    street_name: body.street_name,
    street_no: body.street_no,
    zip_code: body.zip_code,
    city: body.city,
  });
  if (problem) throw new ServiceError(400, problem.code, `${problem.field}: ${problem.message.defaultMessage}`);
  if (body.name !== undefined) {
    const { firstName, lastName } = splitName(body.name.trim().replace(/\s+/g, ' '));
    Object.assign(changes, { first_name: firstName, last_name: lastName });
  }
  if (emailChanged) {
    const owner = await findUserByEmail(database, email);
    if (owner && owner.id !== userId) throw new ServiceError(409, 'EMAIL_TAKEN', 'This e-mail address belongs to another account.');
    Object.assign(changes, { email, email_verified: false, email_verified_at: null });
  }
  if (body.password !== undefined) {
    if (user.password_hash !== null && !(await verifyPassword(body.current_password ?? '', user.password_hash))) {
      throw new ServiceError(400, 'CURRENT_PASSWORD_WRONG', 'Your current password is not right.');
    }
    changes['password_hash'] = await hashPassword(body.password);
  }
  const plain = {
    title: body.title,
    gdpr_consent: body.gdpr_consent,
    street_name: body.street_name,
    street_no: body.street_no,
    zip_code: body.zip_code,
    city: body.city,
    country_name: body.country_name,
  };
  // An address field sent empty is cleared (null, as an account made without an address has it).
  for (const [column, value] of Object.entries(plain)) if (value !== undefined) changes[column] = value === '' ? null : value;

  return database.transaction(async (tx) => {
    const nextEmail = emailChanged ? email : user.email;
    changes['user_status'] = userStatusOf({
      phone: user.phone,
      phoneVerified: user.phone_verified,
      email: nextEmail,
      emailVerified: emailChanged ? false : user.email_verified,
    });
    const updated = await updateUser(tx, userId, changes, now);
    if (!updated) throw new ServiceError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
    if (emailChanged && email) {
      const token = await issueEmailToken(tx, userId, 'verify_email', now);
      await deps.notifications.send(
        tx,
        [
          {
            channel: 'email',
            recipient: email,
            template: 'verify_email',
            payload: { first_name: updated.first_name, link: verifyEmailLink(deps.webOrigin, token) },
          },
        ],
        now,
      );
    }
    return updated;
  });
}

/** The e-mail verification link: marks the address verified (and the account VERIFIED when the phone is too). */
export async function verifyEmail(database: TransactionalDatabase, token: string, now: Date): Promise<UserRow> {
  return database.transaction(async (tx) => {
    const userId = await useEmailToken(tx, token, 'verify_email', now);
    const user = userId === null ? null : await findUserById(tx, userId);
    if (!user) throw new ServiceError(400, 'VERIFICATION_LINK_INVALID', 'This verification link has expired or was already used.');
    const status = userStatusOf({ phone: user.phone, phoneVerified: user.phone_verified, email: user.email, emailVerified: true });
    return (await updateUser(tx, user.id, { email_verified: true, email_verified_at: now, user_status: status }, now)) ?? user;
  });
}

/**
 * Delete account: personal data wiped (the row stays, without anything that identifies the guest), social links,
 * tokens, the cards saved to the account and every session removed, in one transaction.
 */
export async function deleteAccount(database: TransactionalDatabase, userId: number, now: Date): Promise<void> {
  await database.transaction(async (tx) => {
    const wiped = await updateUser(
      tx,
      userId,
      {
        phone: null,
        email: null,
        country_code: null,
        first_name: '',
        last_name: '',
        title: null,
        password_hash: null,
        street_name: null,
        street_no: null,
        zip_code: null,
        city: null,
        country_name: null,
        phone_verified: false,
        email_verified: false,
        email_verified_at: null,
        deleted_at: now,
      },
      now,
    );
    if (!wiped) throw new ServiceError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
    await tx.query('DELETE FROM oauth_identities WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
    await tx.query('UPDATE saved_cards SET removed_at = $2 WHERE user_id = $1 AND removed_at IS NULL', [userId, now]);
    await deleteUserSessions(tx, userId);
  });
}
