import type { AccountType } from '@stays/api-client';
import { consumeOtp } from '../otp/otp.service';
import type { PhoneNumber } from '../otp/otp-phone';
import { verifyPassword } from '../passwords/password-hash';
import { startSession, type StartedSession } from '../sessions/session.service';
import type { UserRow } from '../users/user-row';
import { assertEntryModeAdmits } from './entry-mode';
import { findUserByEmail, findUserByPhone, updateUser } from '../users/users.repository';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';

export interface SignedIn extends StartedSession {
  user: UserRow;
}

/** Where the sign-in comes from: the login entry page (mode) and the site's device role. */
export interface SignInOrigin {
  mode: AccountType;
  deviseRole: string;
}

/** Sign-in by phone and OTP: error code 54 for a wrong code (accounts-commerce §8); the phone is then verified. */
export async function signInWithOtp(
  database: TransactionalDatabase,
  secret: string,
  request: { number: PhoneNumber; otp: string; previousToken: string | null } & SignInOrigin,
  now: Date,
): Promise<SignedIn> {
  const user = await findUserByPhone(database, request.number.countryCode, request.number.phone);
  if (!user) throw new ServiceError(404, 'USER_NOT_FOUND', 'There is no account with this mobile number yet. Sign up instead.');
  await consumeOtp(database, secret, { number: request.number, otp: request.otp, errorCode: '54' }, now);
  return startPhoneSession(database, user, request, now);
}

/**
 * The phone just proven is this account's: the entry page must admit it; the phone is then verified.
 * `alsoInTransaction` runs first in the same transaction (e.g. using up the proof), so both happen or neither.
 */
export async function startPhoneSession(
  database: TransactionalDatabase,
  user: UserRow,
  request: { previousToken: string | null } & SignInOrigin,
  now: Date,
  alsoInTransaction?: (tx: SqlClient) => Promise<void>,
): Promise<SignedIn> {
  assertEntryModeAdmits(request.mode, user.account_type);
  return database.transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    const verified = user.phone_verified ? user : ((await updateUser(tx, user.id, { phone_verified: true }, now)) ?? user);
    const session = await startSession(
      tx,
      { userId: user.id, loginType: 'PHONEOTP', previousToken: request.previousToken, mode: request.mode, deviseRole: request.deviseRole },
      now,
    );
    return { ...session, user: verified };
  });
}

/** Sign-in by e-mail and password; the same answer whether the address is unknown or the password wrong. */
export async function signInWithPassword(
  database: TransactionalDatabase,
  request: { email: string; password: string; previousToken: string | null } & SignInOrigin,
  now: Date,
): Promise<SignedIn> {
  const user = await findUserByEmail(database, request.email);
  const matches = await verifyPassword(request.password, user?.password_hash ?? null);
  if (!user || !matches) throw new ServiceError(401, 'INVALID_CREDENTIALS', 'The e-mail address or the password is not right.');
  assertEntryModeAdmits(request.mode, user.account_type);
  return database.transaction(async (tx) => {
    const session = await startSession(
      tx,
      { userId: user.id, loginType: 'EMAIL', previousToken: request.previousToken, mode: request.mode, deviseRole: request.deviseRole },
      now,
    );
    return { ...session, user };
  });
}
