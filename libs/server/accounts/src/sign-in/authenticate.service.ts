import { consumeOtp } from '../otp/otp.service';
import type { PhoneNumber } from '../otp/otp-phone';
import { findUserByPhone } from '../users/users.repository';
import {
  issuePhoneVerificationToken,
  phoneOfVerificationToken,
  phoneVerificationTokenInvalid,
  usePhoneVerificationToken,
} from '../verification/phone-verification-token';
import { startPhoneSession, type SignInOrigin, type SignedIn } from './sign-in.service';
import type { TransactionalDatabase } from '@stays/server-core';

/** authenticate (new flow): signed in, or the phone is proven but has no account yet (sign-up comes next). */
export type Authentication = { kind: 'signed_in'; signedIn: SignedIn } | { kind: 'new_phone'; phoneVerificationToken: string };

/**
 * Phone + OTP: a wrong code is error 54 (accounts-commerce §8) whether or not the phone has an account; a right
 * code for a phone without one answers a phone_verification_token instead of an error, so the guest is not sent
 * a second OTP at sign-up.
 */
export async function authenticateWithOtp(
  database: TransactionalDatabase,
  secret: string,
  request: { number: PhoneNumber; otp: string; previousToken: string | null } & SignInOrigin,
  now: Date,
): Promise<Authentication> {
  await consumeOtp(database, secret, { number: request.number, otp: request.otp, errorCode: '54' }, now);
  const user = await findUserByPhone(database, request.number.countryCode, request.number.phone);
  if (!user) return { kind: 'new_phone', phoneVerificationToken: await issuePhoneVerificationToken(database, request.number, now) };
  return { kind: 'signed_in', signedIn: await startPhoneSession(database, user, request, now) };
}

/**
 * A phone_verification_token: signs in the account that now has its phone (the token is then used up), or
 * answers the same token while the phone still has no account.
 */
export async function authenticateWithPhoneToken(
  database: TransactionalDatabase,
  request: { token: string; previousToken: string | null } & SignInOrigin,
  now: Date,
): Promise<Authentication> {
  const number = await phoneOfVerificationToken(database, request.token, now);
  if (!number) throw phoneVerificationTokenInvalid();
  const user = await findUserByPhone(database, number.countryCode, number.phone);
  if (!user) return { kind: 'new_phone', phoneVerificationToken: request.token };
  // Used only once the entry page admitted the account: a refused attempt leaves the token for the right page.
  const signedIn = await startPhoneSession(database, user, request, now, async (tx) => {
    if (!(await usePhoneVerificationToken(tx, request.token, now))) throw phoneVerificationTokenInvalid();
  });
  return { kind: 'signed_in', signedIn };
}
