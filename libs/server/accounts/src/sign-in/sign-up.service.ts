import type { UserSignUpBody } from '@stays/api-client';
import type { NotificationPort } from '@stays/server-notifications';
import { addressSchema, isEmailValid, isNameValid, splitName } from '@stays/validation';
import { consumeOtp } from '../otp/otp.service';
import { fullPhone, type PhoneNumber } from '../otp/otp-phone';
import { issueEmailToken } from '../passwords/email-tokens';
import { hashPassword } from '../passwords/password-hash';
import { startSession } from '../sessions/session.service';
import { userStatusOf } from '../users/user-row';
import { findUserByEmail, findUserByPhone, insertUser } from '../users/users.repository';
import { assertEntryModeAdmits } from './entry-mode';
import type { SignedIn } from './sign-in.service';
import { emailOfVerificationToken, emailVerificationTokenInvalid, useEmailVerificationToken } from '../verification/email-verification-token';
import { phoneOfVerificationToken, phoneVerificationTokenInvalid, usePhoneVerificationToken } from '../verification/phone-verification-token';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';

export interface SignUpDeps {
  secret: string;
  notifications: NotificationPort;
  webOrigin: string;
}

/** The e-mail with the link that verifies the address (the sign-up verification step of accounts-commerce §4). */
export function verifyEmailLink(webOrigin: string, token: string): string {
  return `${webOrigin}/accountdetails?email_verification_token=${encodeURIComponent(token)}`;
}

function checkedAddress(body: UserSignUpBody) {
  const given = [body.street_name, body.street_no, body.zip_code, body.city].some(Boolean);
  if (!given) return { streetName: null, streetNo: null, zipCode: null, city: null };
  const parsed = addressSchema.safeParse({
    street_name: body.street_name ?? '',
    street_no: body.street_no ?? '',
    zip_code: body.zip_code ?? '',
    city: body.city ?? '',
  });
  if (!parsed.success) throw new ServiceError(400, 'INVALID_ADDRESS', 'Check the street, house number, postal code and city.');
  return { streetName: body.street_name ?? null, streetNo: body.street_no ?? null, zipCode: body.zip_code ?? null, city: body.city ?? null };
}

function namesOf(body: UserSignUpBody): { firstName: string; lastName: string } {
  const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
  const invalid = () => new ServiceError(400, 'INVALID_NAME', 'Enter your name without the characters & " \' < > / \\ `.');
  if ('code' in body) {
    const name = tidy(body.name);
    if (!isNameValid(name)) throw invalid();
    return splitName(name);
  }
  const firstName = tidy(body.first_name);
  const lastName = tidy(body.last_name);
  if (!isNameValid(firstName) || !isNameValid(lastName)) throw invalid();
  return { firstName, lastName };
}

const phoneTaken = () => new ServiceError(409, 'USER_EXISTS', 'An account with this mobile number exists. Sign in instead.');

/**
 * How the phone is proven: the OTP of the spec's body (`code`, error code 24 when wrong, used at once), or a
 * phone_verification_token from authenticate (new flow), used inside the sign-up transaction so a failed
 * sign-up leaves it usable. Either way an existing account for the phone is refused first.
 */
async function provenPhone(
  database: TransactionalDatabase,
  secret: string,
  request: { number: PhoneNumber | null; body: UserSignUpBody },
  now: Date,
): Promise<{ number: PhoneNumber; useProof: (tx: SqlClient) => Promise<void> }> {
  const { body } = request;
  if ('code' in body) {
    const number = request.number;
    if (!number) throw new ServiceError(400, 'INVALID_PHONE', 'Enter a valid mobile number.');
    if (await findUserByPhone(database, number.countryCode, number.phone)) throw phoneTaken();
    await consumeOtp(database, secret, { number, otp: body.code, errorCode: '24' }, now);
    return { number, useProof: async () => undefined };
  }
  // A new account is a guest account: the travel-agent and business pages cannot create one of their kind.
  assertEntryModeAdmits(body.mode ?? 'consumer', 'consumer');
  const number = await phoneOfVerificationToken(database, body.phone_verification_token, now);
  if (!number) throw phoneVerificationTokenInvalid();
  if (request.number && fullPhone(request.number) !== fullPhone(number)) {
    throw new ServiceError(400, 'PHONE_VERIFICATION_MISMATCH', 'This phone verification is for another mobile number. Verify this number first.');
  }
  if (await findUserByPhone(database, number.countryCode, number.phone)) throw phoneTaken();
  const token = body.phone_verification_token;
  return {
    number,
    useProof: async (tx) => {
      if (!(await usePhoneVerificationToken(tx, token, now))) throw phoneVerificationTokenInvalid();
    },
  };
}

/**
 * The e-mail address: as typed, still to verify by the e-mailed link; or proven by its code before sign-up (new
 * flow, email_verification_token), which must be the address typed when one is, and is used inside the sign-up
 * transaction like the phone's token.
 */
async function provenEmail(
  database: TransactionalDatabase,
  body: UserSignUpBody,
  typed: string | null,
  now: Date,
): Promise<{ email: string | null; verified: boolean; useProof: (tx: SqlClient) => Promise<void> }> {
  const token = 'email_verification_token' in body ? body.email_verification_token : undefined;
  if (token === undefined) return { email: typed, verified: false, useProof: async () => undefined };
  const email = await emailOfVerificationToken(database, token, now);
  if (!email) throw emailVerificationTokenInvalid();
  if (typed !== null && typed !== email) {
    throw new ServiceError(400, 'EMAIL_VERIFICATION_MISMATCH', 'This e-mail verification is for another address. Verify this address first.');
  }
  return {
    email,
    verified: true,
    useProof: async (tx) => {
      if (!(await useEmailVerificationToken(tx, token, now))) throw emailVerificationTokenInvalid();
    },
  };
}

/**
 * Sign-up with the spec's body, or the new flow's (phone_verification_token, first_name, last_name, and maybe an
 * email_verification_token): the phone (and e-mail) is proven once, then the account, its session and the e-mail
 * verification message (for an address not yet proven) are written in one transaction.
 */
export async function signUp(
  database: TransactionalDatabase,
  deps: SignUpDeps,
  request: {
    number: PhoneNumber | null;
    body: UserSignUpBody;
    accountType: 'consumer' | 'travel_agent' | 'corporate';
    previousToken: string | null;
    /** Whatever else the new account comes with (a referral), written in the same transaction. */
    afterCreate?: (tx: SqlClient, userId: number) => Promise<void>;
  },
  now: Date,
): Promise<SignedIn> {
  const { body } = request;
  const { firstName, lastName } = namesOf(body);
  const typedEmail = body.email?.trim().toLowerCase() || null;
  if (typedEmail !== null && !isEmailValid(typedEmail)) throw new ServiceError(400, 'INVALID_EMAIL', 'Enter a valid e-mail address.');
  const address = checkedAddress(body);
  const { number, useProof } = await provenPhone(database, deps.secret, request, now);
  const { email, verified: emailVerified, useProof: useEmailProof } = await provenEmail(database, body, typedEmail, now);
  // Only after the phone is proven: otherwise anyone could ask, code-less, which e-mail addresses have accounts.
  if (email !== null && (await findUserByEmail(database, email))) {
    throw new ServiceError(409, 'EMAIL_TAKEN', 'This e-mail address belongs to another account. Sign in with it, or use another one.');
  }
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return database
    .transaction(async (tx) => {
      await useProof(tx);
      await useEmailProof(tx);
      const user = await insertUser(
        tx,
        {
          ...number,
          ...address,
          email,
          emailVerified,
          firstName,
          lastName,
          passwordHash,
          userStatus: userStatusOf({ phone: number.phone, phoneVerified: true, email, emailVerified }),
          gdprConsent: body.gdpr_consent === true,
          countryName: body.country_name || null,
          accountType: request.accountType,
        },
        now,
      );
      await request.afterCreate?.(tx, user.id);
      // An address proven by its code needs no link: the account is created with it verified.
      if (email !== null && !emailVerified) {
        const token = await issueEmailToken(tx, user.id, 'verify_email', now);
        await deps.notifications.send(
          tx,
          [{ channel: 'email', recipient: email, template: 'verify_email', payload: { first_name: firstName, link: verifyEmailLink(deps.webOrigin, token) } }],
          now,
        );
      }
      const session = await startSession(
        tx,
        { userId: user.id, loginType: 'PHONEOTP', previousToken: request.previousToken, deviseRole: body.devise_role },
        now,
      );
      return { ...session, user };
    })
    .catch((error: unknown) => {
      // Two sign-ups for the same phone or e-mail at once: the unique index lets one through.
      if ((error as { code?: string }).code === '23505')
        throw new ServiceError(409, 'USER_EXISTS', 'An account with this mobile number or e-mail exists. Sign in instead.');
      throw error;
    });
}
