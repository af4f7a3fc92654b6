import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, emailOtpReplySchema, emailProvenReplySchema, newPhoneReplySchema, sessionReplySchema } from '@stays/api-client';
import { EMAIL_OTP_MAX_ATTEMPTS, EMAIL_VERIFICATION_LIFETIME_SECONDS, OTP_RESEND_AFTER_SECONDS, RATE_LIMITS, readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { readOutbox } from '@stays/server-notifications';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { createTestDatabase } from '@stays/server-db/testing';

// Sign-up with an e-mail address proven by its code before any account exists (accounts-commerce §4, §7 sign-up
// with email_verification_token): phone and e-mail both verified, so the account needs no verification step.
let database: Database;
let app: FastifyInstance;
let clock = new Date('2026-07-01T06:00:00Z');
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApiServer({
    database,
    now: () => clock,
    accounts: readAccountsConfig({ ACCOUNTS_SECRET: 'e'.repeat(40), WEB_ORIGIN: 'http://localhost:4200' }),
    logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let sequence = 0;
function newGuest() {
  sequence += 1;
  const phone = `97${String(30_000_000 + sequence * 7919).slice(-8)}`;
  return { phone, full: `+91${phone}`, browser: new AccountTestBrowser(() => app, `192.0.2.${sequence}`), email: `proven${sequence}@example.com` };
}
type Guest = ReturnType<typeof newGuest>;
const failure = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

async function provenPhone(guest: Guest): Promise<string> {
  clock = new Date(clock.getTime() + OTP_RESEND_AFTER_SECONDS * 1000);
  const sent = await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' });
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = await latestOtp(database, guest.full);
  const response = await guest.browser.call('POST', '/api/pwa/authenticate', { phone: guest.phone, country_code: '+91', otp });
  return newPhoneReplySchema.parse(response.json()).phone_verification_token;
}

/** The code's token, and the code as the guest reads it from the mailbox. */
async function sendEmailCode(guest: Guest, email = guest.email): Promise<{ token: string; code: string }> {
  const sent = await guest.browser.call('POST', '/api/pwa/generateSignUpEmailOtp', { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const [mail] = await readOutbox(database, email);
  expect(mail?.template).toBe('verify_email_otp');
  return { token: emailOtpReplySchema.parse(sent.json()).email_verification_token, code: String(mail?.payload['otp']) };
}

async function provenEmail(guest: Guest, email = guest.email): Promise<string> {
  const { token, code } = await sendEmailCode(guest, email);
  const response = await guest.browser.call('POST', '/api/pwa/verifySignUpEmailOtp', { email_verification_token: token, otp: code });
  expect(response.statusCode, response.body).toBe(200);
  return emailProvenReplySchema.parse(response.json()).email_verification_token;
}

const signUp = (guest: Guest, phoneToken: string, extra: Record<string, unknown> = {}) =>
  guest.browser.call('POST', '/api/pwa/userSignUp', {
    phone_verification_token: phoneToken,
    first_name: 'Kavya',
    last_name: 'Nair',
    country_iso_code: 'IN',
    ...extra,
  });

async function accountsWith(guest: Guest): Promise<number> {
  const [row] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE phone = $1 OR email = $2', [guest.phone, guest.email]);
  return row?.count ?? 0;
}

describe('an e-mail address proven before sign-up', () => {
  it('creates the account with phone and e-mail verified, no verification step and no verification link', async () => {
    const guest = newGuest();
    const emailToken = await provenEmail(guest);
    expect(emailToken).toMatch(/^[\w-]{40,}$/);
    const created = await signUp(guest, await provenPhone(guest), { email_verification_token: emailToken });
    expect(created.statusCode, created.body).toBe(201);
    const { user } = sessionReplySchema.parse(created.json());
    expect(user).toMatchObject({ emailId: guest.email, phoneNumber: guest.phone, userStatus: 'VERIFIED' });
    expect(user.verificationInfo).toEqual({ phoneVerified: true, emailVerified: true, step: 'none' });
    const mails = await readOutbox(database, guest.email);
    expect(mails.map((mail) => mail.template)).toEqual(['verify_email_otp']);
    const [row] = await database.query<{ email_verified_at: Date }>('SELECT email_verified_at FROM users WHERE email = $1', [guest.email]);
    expect(new Date(row?.email_verified_at ?? 0).toISOString()).toBe(clock.toISOString());
    const profile = await guest.browser.call('GET', '/api/pwa/userProfile');
    expect(profile.json()).toMatchObject({ isLoggedIn: true, user: { emailId: guest.email, verificationInfo: { emailVerified: true, step: 'none' } } });
  });

  it('accepts the typed address when it is the proven one, whatever its case', async () => {
    const guest = newGuest();
    const emailToken = await provenEmail(guest);
    const created = await signUp(guest, await provenPhone(guest), { email: guest.email.toUpperCase(), email_verification_token: emailToken });
    expect(created.statusCode, created.body).toBe(201);
    expect(sessionReplySchema.parse(created.json()).user.verificationInfo.emailVerified).toBe(true);
  });
});

describe('sign-up refuses an e-mail proof it cannot trust, and writes nothing', () => {
  async function refused(guest: Guest, phoneToken: string, extra: Record<string, unknown>, code: string) {
    const response = await signUp(guest, phoneToken, extra);
    expect(response.statusCode, response.body).toBe(400);
    expect(failure(response)).toMatchObject({ statusCode: 400, code });
    expect(await accountsWith(guest)).toBe(0);
    expect(guest.browser.cookie).toBeNull();
  }

  it('a forged token, and the phone proof stays usable', async () => {
    const guest = newGuest();
    const phoneToken = await provenPhone(guest);
    await refused(guest, phoneToken, { email_verification_token: 'f'.repeat(43) }, 'EMAIL_VERIFICATION_TOKEN_INVALID');
    expect(failure(await signUp(guest, phoneToken, { email_verification_token: 'f'.repeat(43) })).message).toBe(
      'This e-mail verification has expired or was already used. Ask for a new code.',
    );
    expect((await signUp(guest, phoneToken, { email_verification_token: await provenEmail(guest) })).statusCode).toBe(201);
  });

  it('the token of the code, before the code was given', async () => {
    const guest = newGuest();
    const { token } = await sendEmailCode(guest);
    await refused(guest, await provenPhone(guest), { email_verification_token: token }, 'EMAIL_VERIFICATION_TOKEN_INVALID');
  });

  it('a used token', async () => {
    const first = newGuest();
    const emailToken = await provenEmail(first);
    expect((await signUp(first, await provenPhone(first), { email_verification_token: emailToken })).statusCode).toBe(201);
    const second = newGuest();
    await refused(second, await provenPhone(second), { email_verification_token: emailToken }, 'EMAIL_VERIFICATION_TOKEN_INVALID');
  });

  it('an expired token', async () => {
    const guest = newGuest();
    const emailToken = await provenEmail(guest);
    // The phone is proven OTP_RESEND_AFTER_SECONDS later: its own token is still live when the e-mail's expires.
    clock = new Date(clock.getTime() + EMAIL_VERIFICATION_LIFETIME_SECONDS * 1000 - OTP_RESEND_AFTER_SECONDS * 1000);
    const phoneToken = await provenPhone(guest);
    await refused(guest, phoneToken, { email_verification_token: emailToken }, 'EMAIL_VERIFICATION_TOKEN_INVALID');
  });

  it('a token for another address than the one typed', async () => {
    const guest = newGuest();
    const otherToken = await provenEmail(guest, `other${sequence}@example.com`);
    await refused(guest, await provenPhone(guest), { email: guest.email, email_verification_token: otherToken }, 'EMAIL_VERIFICATION_MISMATCH');
    expect(await database.query('SELECT 1 FROM users WHERE email = $1', [`other${sequence}@example.com`])).toHaveLength(0);
  });
});

describe('the e-mailed code', () => {
  it('refuses a wrong code, and after five tries the right one too', async () => {
    const guest = newGuest();
    const { token, code } = await sendEmailCode(guest);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < EMAIL_OTP_MAX_ATTEMPTS; attempt += 1) {
      const response = await guest.browser.call('POST', '/api/pwa/verifySignUpEmailOtp', { email_verification_token: token, otp: wrong });
      expect(failure(response)).toEqual({
        statusCode: 400,
        code: 'EMAIL_OTP_INCORRECT',
        message: 'This code is not right, or it has expired. Ask for a new one.',
      });
    }
    const late = await guest.browser.call('POST', '/api/pwa/verifySignUpEmailOtp', { email_verification_token: token, otp: code });
    expect(failure(late).code).toBe('EMAIL_OTP_INCORRECT');
  });

  it('is used once, and a new code retires the earlier one', async () => {
    const guest = newGuest();
    const earlier = await sendEmailCode(guest);
    const later = await sendEmailCode(guest);
    const retired = await guest.browser.call('POST', '/api/pwa/verifySignUpEmailOtp', { email_verification_token: earlier.token, otp: earlier.code });
    expect(failure(retired).code).toBe('EMAIL_OTP_INCORRECT');
    const right = await guest.browser.call('POST', '/api/pwa/verifySignUpEmailOtp', { email_verification_token: later.token, otp: later.code });
    expect(right.statusCode).toBe(200);
    const again = await guest.browser.call('POST', '/api/pwa/verifySignUpEmailOtp', { email_verification_token: later.token, otp: later.code });
    expect(failure(again).code).toBe('EMAIL_OTP_INCORRECT');
  });

  it('tells the mailbox owner, and only after the right code, that the address has an account', async () => {
    const owner = newGuest();
    expect((await signUp(owner, await provenPhone(owner), { email_verification_token: await provenEmail(owner) })).statusCode).toBe(201);
    const other = newGuest();
    const { token, code } = await sendEmailCode(other, owner.email);
    const response = await other.browser.call('POST', '/api/pwa/verifySignUpEmailOtp', { email_verification_token: token, otp: code });
    expect(response.statusCode).toBe(409);
    expect(failure(response)).toEqual({ statusCode: 409, code: 'EMAIL_TAKEN', message: 'This e-mail address belongs to an account. Sign in with it instead.' });
    expect(await database.query(`SELECT 1 FROM contact_verifications WHERE email = $1 AND code_hash IS NULL AND used_at IS NULL`, [owner.email])).toHaveLength(
      0,
    );
  });

  it('refuses an address that is not one, and stops sending at the per-address limit with Retry-After', async () => {
    const guest = newGuest();
    const invalid = await guest.browser.call('POST', '/api/pwa/generateSignUpEmailOtp', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(failure(invalid).code).toBe('INVALID_EMAIL');
    let response = invalid;
    for (let attempt = 0; attempt <= RATE_LIMITS.emailOtpGeneratePerEmail.limit && response.statusCode !== 429; attempt += 1) {
      response = await guest.browser.call('POST', '/api/pwa/generateSignUpEmailOtp', { email: guest.email });
    }
    expect(response.statusCode).toBe(429);
    expect(failure(response).code).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await readOutbox(database, guest.email)).toHaveLength(RATE_LIMITS.emailOtpGeneratePerEmail.limit);
  });

  it('never writes a code or a token to the log', async () => {
    const guest = newGuest();
    const { token, code } = await sendEmailCode(guest);
    const proven = await guest.browser.call('POST', '/api/pwa/verifySignUpEmailOtp', { email_verification_token: token, otp: code });
    const emailToken = emailProvenReplySchema.parse(proven.json()).email_verification_token;
    expect((await signUp(guest, await provenPhone(guest), { email_verification_token: emailToken })).statusCode).toBe(201);
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    for (const secret of [token, code, emailToken]) expect(log).not.toContain(secret);
  });
});
