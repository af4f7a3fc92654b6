import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema,
  emailOtpReplySchema,
  newPhoneReplySchema,
  onboardingReplySchema,
  sessionReplySchema,
  slVerifiedReplySchema,
  userProfileSchema,
} from '@stays/api-client';
import { EMAIL_OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS, hashPassword, readAccountsConfig } from '@stays/server-accounts';
import { readOutbox } from '@stays/server-notifications';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { createTestDatabase } from '@stays/server-db/testing';

// The link step of the new flow (accounts-commerce §4 "Sign-up verification", §7 verification, slVerified) and
// the onboarding widget (§7 /v1/create/account/onboarding, §8).
const PASSWORD = 'link-step-2026';
let database: Database;
let app: FastifyInstance;
let clock = new Date('2026-06-01T06:00:00Z');
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApiServer({
    database,
    now: () => clock,
    accounts: readAccountsConfig({ ACCOUNTS_SECRET: 'v'.repeat(40), WEB_ORIGIN: 'http://localhost:4200' }),
    logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let sequence = 0;
const failure = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

function newBrowser() {
  sequence += 1;
  return new AccountTestBrowser(() => app, `192.0.2.${sequence}`);
}

/** A phone proven at authenticate, without an account: its phone_verification_token. */
async function provenPhone(browser: AccountTestBrowser): Promise<{ phone: string; token: string }> {
  const phone = `95${String(30_000_000 + sequence * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
  clock = new Date(clock.getTime() + OTP_RESEND_AFTER_SECONDS * 1000);
  await browser.call('POST', '/api/pwa/generateByPhone', { phone, country_code: '+91' });
  const otp = await latestOtp(database, `+91${phone}`);
  const response = await browser.call('POST', '/api/pwa/authenticate', { phone, country_code: '+91', otp });
  return { phone, token: newPhoneReplySchema.parse(response.json()).phone_verification_token };
}

/** A guest signed up by phone only (no e-mail): the link step asks for an e-mail address. */
async function phoneOnlyGuest() {
  const browser = newBrowser();
  const { phone, token } = await provenPhone(browser);
  const created = await browser.call('POST', '/api/pwa/userSignUp', { phone_verification_token: token, first_name: 'Asha', last_name: 'Rao' });
  expect(created.statusCode, created.body).toBe(201);
  return { browser, phone, user: sessionReplySchema.parse(created.json()).user };
}

/** A guest whose verified e-mail came from a social provider, without a phone: the link step asks for a phone. */
async function emailOnlyGuest() {
  sequence += 1;
  const email = `social${sequence}@example.com`;
  await database.query(
    `INSERT INTO users (email, email_verified, first_name, last_name, password_hash, user_status) VALUES ($1, true, 'Ravi', 'Kumar', $2, 'VERIFIED')`,
    [email, await hashPassword(PASSWORD)],
  );
  const browser = newBrowser();
  const signedIn = await browser.call('POST', '/api/pwa/authenticate', { email, password: PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { browser, email, user: sessionReplySchema.parse(signedIn.json()).user };
}

async function emailCode(browser: AccountTestBrowser, email: string) {
  const sent = await browser.call('POST', '/api/pwa/generateEmailOtp', { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const [mail] = await readOutbox(database, email);
  return { token: emailOtpReplySchema.parse(sent.json()).email_verification_token, otp: String(mail?.payload['otp']) };
}

describe('the link step asks for the missing contact, and verification adds it', () => {
  it('an e-mail for a phone-only guest: a six-digit code by e-mail, then step none', async () => {
    const guest = await phoneOnlyGuest();
    expect(guest.user.verificationInfo.step).toBe('link');
    const state = slVerifiedReplySchema.parse((await guest.browser.call('GET', '/api/pwa/slVerified?devise_role=Consumer_Guest')).json());
    expect(state).toMatchObject({ asks_for: 'email', verificationInfo: { phoneVerified: true, emailVerified: false, step: 'link' } });

    const email = `linked${sequence}@example.com`;
    const sent = await guest.browser.call('POST', '/api/pwa/generateEmailOtp', { email });
    expect(emailOtpReplySchema.parse(sent.json())).toMatchObject({ masked_email: 'l***@example.com', expires_in_seconds: 600 });
    const [mail] = await readOutbox(database, email);
    expect(mail).toMatchObject({ channel: 'email', template: 'verify_email_otp' });
    expect(String(mail?.payload['otp'])).toMatch(/^\d{6}$/);

    const verified = await guest.browser.call('POST', '/api/pwa/verification', {
      email_verification_token: emailOtpReplySchema.parse(sent.json()).email_verification_token,
      otp: String(mail?.payload['otp']),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(userProfileSchema.parse(verified.json())).toMatchObject({
      emailId: email,
      userStatus: 'VERIFIED',
      verificationInfo: { phoneVerified: true, emailVerified: true, step: 'none' },
    });
    expect(slVerifiedReplySchema.parse((await guest.browser.call('GET', '/api/pwa/slVerified')).json()).asks_for).toBeNull();
  });

  it('a phone for a social guest: the phone proven at authenticate joins the account, then step none', async () => {
    const guest = await emailOnlyGuest();
    expect(slVerifiedReplySchema.parse((await guest.browser.call('GET', '/api/pwa/slVerified')).json()).asks_for).toBe('phone');
    const { phone, token } = await provenPhone(guest.browser);
    const linked = await guest.browser.call('POST', '/api/pwa/verification', {
      phone_verification_token: token,
      user_id: guest.user.userId,
      mode: 'consumer',
      devise_role: 'Consumer_Guest',
      source: 'web',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(userProfileSchema.parse(linked.json())).toMatchObject({
      phoneNumber: phone,
      countryCode: '+91',
      verificationInfo: { phoneVerified: true, emailVerified: true, step: 'none' },
    });
    const reused = await guest.browser.call('POST', '/api/pwa/verification', { phone_verification_token: token, user_id: guest.user.userId });
    expect(failure(reused).code).toBe('PHONE_VERIFICATION_TOKEN_INVALID');
  });
});

describe('verification refuses what it cannot trust, and changes nothing', () => {
  it('no session: 401, and no anti-forgery token: 403, for every signed-in form and generateEmailOtp', async () => {
    const guest = await emailOnlyGuest();
    const { token } = await provenPhone(newBrowser());
    const forms = [
      { url: '/api/pwa/verification', payload: { phone_verification_token: token, user_id: guest.user.userId } },
      { url: '/api/pwa/verification', payload: { email_verification_token: 'e'.repeat(43), otp: '123456' } },
      { url: '/api/pwa/generateEmailOtp', payload: { email: 'someone@example.com' } },
    ];
    for (const form of forms) {
      const anonymous = await app.inject({ method: 'POST', url: form.url, payload: form.payload });
      expect(anonymous.statusCode, form.url).toBe(401);
      const noCsrf = await app.inject({ method: 'POST', url: form.url, payload: form.payload, headers: { cookie: `token=${guest.browser.cookie}` } });
      expect(noCsrf.statusCode, form.url).toBe(403);
      expect(failure(noCsrf).code).toBe('CSRF_TOKEN_INVALID');
    }
    expect((await app.inject({ method: 'GET', url: '/api/pwa/slVerified' })).statusCode).toBe(401);
    const [row] = await database.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1', [guest.user.userId]);
    expect(row?.phone).toBeNull();
  });

  it('another user’s user_id or a forged token: refused, and the token stays usable', async () => {
    const guest = await emailOnlyGuest();
    const other = await phoneOnlyGuest();
    const { token } = await provenPhone(guest.browser);
    const forOther = await guest.browser.call('POST', '/api/pwa/verification', { phone_verification_token: token, user_id: other.user.userId });
    expect(forOther.statusCode).toBe(403);
    expect(failure(forOther).code).toBe('FORBIDDEN');

    // A forged token never links; the other guest keeps their phone and the guest's own token is still usable.
    const taken = await guest.browser.call('POST', '/api/pwa/verification', { phone_verification_token: 'p'.repeat(43), user_id: guest.user.userId });
    expect(failure(taken).code).toBe('PHONE_VERIFICATION_TOKEN_INVALID');
    const [owner] = await database.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [other.phone]);
    expect(owner?.id).toBe(other.user.userId);
    expect((await guest.browser.call('POST', '/api/pwa/verification', { phone_verification_token: token, user_id: guest.user.userId })).statusCode).toBe(200);
  });

  it('a phone proven while another account took it since: 409 PHONE_TAKEN', async () => {
    const guest = await emailOnlyGuest();
    const { phone, token } = await provenPhone(guest.browser);
    await database.query(`INSERT INTO users (country_code, phone, phone_verified, first_name, user_status) VALUES ('+91', $1, true, 'Mallory', 'VERIFIED')`, [
      phone,
    ]);
    const response = await guest.browser.call('POST', '/api/pwa/verification', { phone_verification_token: token, user_id: guest.user.userId });
    expect(response.statusCode).toBe(409);
    expect(failure(response).code).toBe('PHONE_TAKEN');
    const [row] = await database.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1', [guest.user.userId]);
    expect(row?.phone).toBeNull();
  });

  it('a wrong e-mail code counts its tries, another guest’s token does nothing, an address of another account is 409', async () => {
    const guest = await phoneOnlyGuest();
    const other = await phoneOnlyGuest();
    const email = `tries${sequence}@example.com`;
    const { token, otp } = await emailCode(guest.browser, email);
    const wrong = otp === '000000' ? '111111' : '000000';

    const stolen = await other.browser.call('POST', '/api/pwa/verification', { email_verification_token: token, otp });
    expect(failure(stolen).code).toBe('EMAIL_OTP_INCORRECT');
    for (let attempt = 1; attempt < EMAIL_OTP_MAX_ATTEMPTS; attempt += 1) {
      const response = await guest.browser.call('POST', '/api/pwa/verification', { email_verification_token: token, otp: wrong });
      expect(response.statusCode).toBe(400);
      expect(failure(response).code).toBe('EMAIL_OTP_INCORRECT');
    }
    const lastTry = await guest.browser.call('POST', '/api/pwa/verification', { email_verification_token: token, otp: wrong });
    expect(failure(lastTry).code).toBe('EMAIL_OTP_INCORRECT');
    const exhausted = await guest.browser.call('POST', '/api/pwa/verification', { email_verification_token: token, otp });
    expect(failure(exhausted).code).toBe('EMAIL_OTP_INCORRECT');
    const [row] = await database.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [guest.user.userId]);
    expect(row?.email).toBeNull();

    const social = await emailOnlyGuest();
    const takenAddress = await guest.browser.call('POST', '/api/pwa/generateEmailOtp', { email: social.email });
    expect(takenAddress.statusCode).toBe(409);
    expect(failure(takenAddress).code).toBe('EMAIL_TAKEN');
  });

  it('an expired e-mail code, and too many codes asked for one account', async () => {
    const guest = await phoneOnlyGuest();
    const email = `late${sequence}@example.com`;
    const { token, otp } = await emailCode(guest.browser, email);
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    const late = await guest.browser.call('POST', '/api/pwa/verification', { email_verification_token: token, otp });
    expect(failure(late).code).toBe('EMAIL_OTP_INCORRECT');

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await guest.browser.call('POST', '/api/pwa/generateEmailOtp', { email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('onboarding widget', () => {
  it('answers the fields of the country, the address where it is asked, and the phone dial code', async () => {
    const india = await app.inject({ method: 'GET', url: '/v1/create/account/onboarding?country_iso_code=IN&mode=consumer&phone_country_iso_code=IN' });
    expect(india.statusCode, india.body).toBe(200);
    const widget = onboardingReplySchema.parse(india.json());
    expect(widget.fields.map((field) => field.name)).toEqual(['first_name', 'last_name', 'email', 'gdpr_consent']);
    expect(widget.phone_dial_code).toBe('+91');
    const dutch = onboardingReplySchema.parse(
      (await app.inject({ method: 'GET', url: '/v1/create/account/onboarding?country_iso_code=NL&phone_country_iso_code=BE' })).json(),
    );
    expect(dutch.fields.map((field) => field.name)).toContain('zip_code');
    expect(dutch.phone_dial_code).toBe('+32');
  });

  it('refuses an unknown country and a malformed query with a code', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/v1/create/account/onboarding?country_iso_code=ZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(failure(unknown).code).toBe('UNKNOWN_COUNTRY');
    const missing = await app.inject({ method: 'GET', url: '/v1/create/account/onboarding' });
    expect(missing.statusCode).toBe(400);
    expect(failure(missing).statusCode).toBe(400);
  });
});

describe('logs of the link step', () => {
  it('hold no e-mail code, verification token or full phone number', async () => {
    const guest = await phoneOnlyGuest();
    const email = `logscan${sequence}@example.com`;
    const { token, otp } = await emailCode(guest.browser, email);
    await guest.browser.call('POST', '/api/pwa/verification', { email_verification_token: token, otp });
    const log = logLines.join('\n');
    for (const secret of [token, otp, guest.phone]) expect(log).not.toContain(secret);
  });
});
