import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, authenticatedReplySchema, newPhoneReplySchema, sessionReplySchema } from '@stays/api-client';
import { GUESS_LIMITS, OTP_RESEND_AFTER_SECONDS, PHONE_VERIFICATION_LIFETIME_SECONDS, hashPassword, readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { createTestDatabase } from '@stays/server-db/testing';

// The new sign-in flow (accounts-commerce §4, §7): authenticate for every proof, and sign-up with the
// phone_verification_token a right OTP for a new phone answers, so the guest gets one OTP, not two.
const PASSWORD = 'new-flow-2026';
let database: Database;
let app: FastifyInstance;
let clock = new Date('2026-06-01T06:00:00Z');
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApiServer({
    database,
    now: () => clock,
    accounts: readAccountsConfig({ ACCOUNTS_SECRET: 'n'.repeat(40), WEB_ORIGIN: 'http://localhost:4200' }),
    logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
  });
  await app.ready();
  await database.query(
    `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, first_name, last_name, password_hash, user_status, account_type)
     VALUES ('+91', '9811200001', true, 'meera.agent@example.com', true, 'Meera', 'Iyer', $1, 'VERIFIED', 'travel_agent')`,
    [await hashPassword(PASSWORD)],
  );
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let sequence = 0;
function newGuest() {
  sequence += 1;
  const phone = `96${String(20_000_000 + sequence * 7919).slice(-8)}`;
  return { phone, full: `+91${phone}`, browser: new AccountTestBrowser(() => app, `203.0.113.${sequence}`), email: `flow${sequence}@example.com` };
}
const failure = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

async function sendOtp(guest: ReturnType<typeof newGuest>): Promise<string> {
  clock = new Date(clock.getTime() + OTP_RESEND_AFTER_SECONDS * 1000);
  const sent = await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestOtp(database, guest.full);
}

/** A new phone through authenticate: its OTP answers a phone_verification_token. */
async function provenNewPhone(guest: ReturnType<typeof newGuest>): Promise<string> {
  const otp = await sendOtp(guest);
  const response = await guest.browser.call('POST', '/api/pwa/authenticate', { phone: guest.phone, country_code: '+91', phone_country_iso_code: 'IN', otp });
  expect(response.statusCode, response.body).toBe(200);
  return newPhoneReplySchema.parse(response.json()).phone_verification_token;
}

async function countUsers(phone: string): Promise<number> {
  const [row] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE phone = $1', [phone]);
  return row?.count ?? 0;
}

const newFlowSignUp = (guest: ReturnType<typeof newGuest>, token: string, extra: Record<string, unknown> = {}) =>
  guest.browser.call('POST', '/api/pwa/userSignUp', {
    phone_verification_token: token,
    first_name: 'Asha',
    last_name: 'Rao',
    email: guest.email,
    gdpr_consent: true,
    country_iso_code: 'IN',
    ...extra,
  });

describe('authenticate with phone and OTP', () => {
  it('answers is_user_present false and a phone_verification_token for a new phone, then sign-up needs no second OTP', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(guest.browser.cookie).toBeNull();

    const created = await newFlowSignUp(guest, token, { phone: guest.phone, country_code: '+91', phone_country_iso_code: 'IN', devise_role: 'Consumer_Guest' });
    expect(created.statusCode, created.body).toBe(201);
    const { user } = sessionReplySchema.parse(created.json());
    expect(user).toMatchObject({ firstName: 'Asha', lastName: 'Rao', phoneNumber: guest.phone, countryCode: '+91', emailId: guest.email, gdprConsent: true });
    expect(user.verificationInfo).toEqual({ phoneVerified: true, emailVerified: false, step: 'verify' });
    const sms = await database.query('SELECT 1 FROM outbox_messages WHERE recipient = $1', [guest.full]);
    expect(sms).toHaveLength(1);
  });

  it('signs an existing account in, with the reply masked when mask_data is asked and needs_verification when check_verified is', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    expect((await newFlowSignUp(guest, token)).statusCode).toBe(201);

    const again = new AccountTestBrowser(() => app, guest.browser.address);
    const otp = await sendOtp({ ...guest, browser: again });
    const response = await again.call('POST', '/api/pwa/authenticate', { phone: guest.phone, country_code: '+91', otp, mask_data: true, check_verified: true });
    expect(response.statusCode, response.body).toBe(200);
    const reply = authenticatedReplySchema.parse(response.json());
    expect(reply.is_user_present).toBe(true);
    expect(reply.needs_verification).toBe(true);
    expect(reply.user.phoneNumber).toBe(`${guest.phone.slice(0, 2)}******${guest.phone.slice(-2)}`);
    expect(reply.user.emailId).toBe('f***@example.com');
    expect(String(response.headers['set-cookie'])).toMatch(/^token=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const profile = await again.call('GET', '/api/pwa/userProfile');
    expect(profile.json()).toMatchObject({ isLoggedIn: true, user: { phoneNumber: guest.phone, emailId: guest.email } });
  });

  it('keeps error code 54 for a wrong OTP, for a new phone as for a known one, and issues no token', async () => {
    const guest = newGuest();
    const right = await sendOtp(guest);
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await guest.browser.call('POST', '/api/pwa/authenticate', { phone: guest.phone, country_code: '+91', otp: wrong });
    expect(response.statusCode).toBe(400);
    expect(failure(response)).toEqual({ statusCode: 400, code: '54', message: 'Incorrect OTP' });
    expect(await database.query(`SELECT 1 FROM contact_verifications WHERE phone = $1`, [guest.phone])).toHaveLength(0);
  });

  it('refuses an account of another kind on a travel-agent or business entry page, and admits it on its own', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    expect((await newFlowSignUp(guest, token)).statusCode).toBe(201);
    const otp = await sendOtp(guest);
    const refused = await guest.browser.call('POST', '/api/pwa/authenticate', { phone: guest.phone, country_code: '+91', otp, mode: 'travel_agent' });
    expect(refused.statusCode).toBe(403);
    expect(failure(refused).code).toBe('NOT_A_TRAVEL_AGENT');

    const agent = new AccountTestBrowser(() => app, '198.51.100.200');
    const byPassword = await agent.call('POST', '/api/pwa/authenticate', { email: 'meera.agent@example.com', password: PASSWORD, mode: 'corporate' });
    expect(failure(byPassword).code).toBe('NOT_A_CORPORATE_ACCOUNT');
    const admitted = await agent.call('POST', '/api/pwa/authenticate', {
      email: 'meera.agent@example.com',
      password: PASSWORD,
      mode: 'travel_agent',
      devise_role: 'Travel_Agent',
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    const [session] = await database.query<{ mode: string; devise_role: string }>(
      `SELECT s.mode, s.devise_role FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'meera.agent@example.com'`,
    );
    expect(session).toEqual({ mode: 'travel_agent', devise_role: 'Travel_Agent' });
  });

  it('rotates the session on sign-in: the cookie the browser had before no longer works', async () => {
    const browser = new AccountTestBrowser(() => app, '198.51.100.201');
    await browser.call('POST', '/api/pwa/authenticate', { email: 'meera.agent@example.com', password: PASSWORD });
    const before = browser.cookie;
    await browser.call('POST', '/api/pwa/authenticate', { email: 'meera.agent@example.com', password: PASSWORD });
    expect(browser.cookie).not.toBe(before);
    const stale = await app.inject({ method: 'GET', url: '/api/pwa/userProfile', headers: { cookie: `token=${before}` } });
    expect(stale.json()).toMatchObject({ isLoggedIn: false });
  });

  it('answers the same error for an unknown address and a wrong password, and stops guessing at the rate limit', async () => {
    const browser = new AccountTestBrowser(() => app, '198.51.100.202');
    const unknown = await browser.call('POST', '/api/pwa/authenticate', { email: 'nobody@example.com', password: PASSWORD });
    const wrong = await browser.call('POST', '/api/pwa/authenticate', { email: 'meera.agent@example.com', password: 'not-the-password' });
    expect(failure(unknown)).toEqual(failure(wrong));
    expect(wrong.statusCode).toBe(401);
    let status = 0;
    for (let attempt = 0; attempt <= GUESS_LIMITS.signInPerAddress.freeGuesses && status !== 429; attempt += 1) {
      status = (await browser.call('POST', '/api/pwa/authenticate', { email: `guess${attempt}@example.com`, password: 'guess' })).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('authenticate with a phone_verification_token', () => {
  it('answers the same token while the phone has no account, and signs in (using it up) once it has one', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    const still = await guest.browser.call('POST', '/api/pwa/authenticate', { phone_verification_token: token });
    expect(newPhoneReplySchema.parse(still.json()).phone_verification_token).toBe(token);
    const forged = await guest.browser.call('POST', '/api/pwa/authenticate', { phone_verification_token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(failure(forged).code).toBe('PHONE_VERIFICATION_TOKEN_INVALID');
  });
});

describe('sign-up (new flow) refuses a token it cannot trust, and writes nothing', () => {
  it('a forged token', async () => {
    const guest = newGuest();
    const response = await newFlowSignUp(guest, 'f'.repeat(43), { phone: guest.phone, country_code: '+91' });
    expect(response.statusCode).toBe(400);
    expect(failure(response).code).toBe('PHONE_VERIFICATION_TOKEN_INVALID');
    expect(await countUsers(guest.phone)).toBe(0);
  });

  it('a token already used by a sign-up', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    expect((await newFlowSignUp(guest, token)).statusCode).toBe(201);
    const other = newGuest();
    const reused = await newFlowSignUp(other, token, { email: other.email });
    expect(reused.statusCode).toBe(400);
    expect(failure(reused).code).toBe('PHONE_VERIFICATION_TOKEN_INVALID');
    expect(await database.query('SELECT 1 FROM users WHERE email = $1', [other.email])).toHaveLength(0);
  });

  it('an expired token', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    clock = new Date(clock.getTime() + PHONE_VERIFICATION_LIFETIME_SECONDS * 1000 + 1000);
    const response = await newFlowSignUp(guest, token);
    expect(response.statusCode).toBe(400);
    expect(failure(response).code).toBe('PHONE_VERIFICATION_TOKEN_INVALID');
    expect(await countUsers(guest.phone)).toBe(0);
  });

  it('a token for another phone than the one sent', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    const other = newGuest();
    const response = await newFlowSignUp(guest, token, { phone: other.phone, country_code: '+91' });
    expect(response.statusCode).toBe(400);
    expect(failure(response).code).toBe('PHONE_VERIFICATION_MISMATCH');
    expect(await countUsers(guest.phone)).toBe(0);
    expect(await countUsers(other.phone)).toBe(0);
    // Nothing was used up: the guest still signs up with the right phone.
    expect((await newFlowSignUp(guest, token, { phone: guest.phone, country_code: '+91' })).statusCode).toBe(201);
  });

  it('a bad name or an e-mail already taken leaves the token usable', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    const badName = await newFlowSignUp(guest, token, { first_name: '<script>' });
    expect(failure(badName).code).toBe('INVALID_NAME');
    const taken = await newFlowSignUp(guest, token, { email: 'meera.agent@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(failure(taken).code).toBe('EMAIL_TAKEN');
    expect(await countUsers(guest.phone)).toBe(0);
    expect((await newFlowSignUp(guest, token)).statusCode).toBe(201);
  });

  it('a travel-agent or business entry page (a new account is a guest account)', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    const response = await newFlowSignUp(guest, token, { mode: 'corporate' });
    expect(response.statusCode).toBe(403);
    expect(failure(response).code).toBe('NOT_A_CORPORATE_ACCOUNT');
    expect(await countUsers(guest.phone)).toBe(0);
  });
});

describe('logs of the new flow', () => {
  it('hold no OTP, phone_verification_token or full phone number', async () => {
    const guest = newGuest();
    const token = await provenNewPhone(guest);
    await newFlowSignUp(guest, token, { phone: guest.phone, country_code: '+91' });
    await guest.browser.call('POST', '/api/pwa/authenticate', { phone_verification_token: token });
    const otps = await database.query<{ payload: { otp?: string } }>(`SELECT payload FROM outbox_messages WHERE recipient = $1`, [guest.full]);
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    for (const secret of [token, guest.phone, ...otps.map((message) => message.payload.otp ?? 'none')]) expect(log).not.toContain(secret);
  });
});
