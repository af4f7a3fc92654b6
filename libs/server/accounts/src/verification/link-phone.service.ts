import { userStatusOf, type UserRow } from '../users/user-row';
import { findUserById, findUserByPhone, updateUser } from '../users/users.repository';
import { phoneOfVerificationToken, phoneVerificationTokenInvalid, usePhoneVerificationToken } from './phone-verification-token';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

const phoneTaken = () => new ServiceError(409, 'PHONE_TAKEN', 'This mobile number belongs to another account.');

/**
 * The link step (accounts-commerce §4): a phone proven at authenticate (its phone_verification_token) joins the
 * signed-in account, verified; the token is used in the same transaction. A phone of another account is 409.
 */
export async function linkVerifiedPhone(database: TransactionalDatabase, request: { userId: number; token: string }, now: Date): Promise<UserRow> {
  const number = await phoneOfVerificationToken(database, request.token, now);
  if (!number) throw phoneVerificationTokenInvalid();
  const owner = await findUserByPhone(database, number.countryCode, number.phone);
  if (owner && owner.id !== request.userId) throw phoneTaken();
  return database
    .transaction(async (tx) => {
      if (!(await usePhoneVerificationToken(tx, request.token, now))) throw phoneVerificationTokenInvalid();
      const user = await findUserById(tx, request.userId);
      if (!user) throw new ServiceError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
      const status = userStatusOf({ phone: number.phone, phoneVerified: true, email: user.email, emailVerified: user.email_verified });
      return (await updateUser(tx, user.id, { country_code: number.countryCode, phone: number.phone, phone_verified: true, user_status: status }, now)) ?? user;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw phoneTaken();
      throw error;
    });
}
