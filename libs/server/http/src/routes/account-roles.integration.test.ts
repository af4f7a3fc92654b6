import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, createBookingReplySchema, currentUserReplySchema, sessionReplySchema } from '@stays/api-client';
import { OTP_RESEND_AFTER_SECONDS, hashPassword, readAccountsConfig, sessionTokenHash } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { bookingBody } from '@stays/server-booking/testing';

// Account types and roles (accounts-commerce §2, §6): the travel-agent and business login entry pages admit only
// their own accounts, the profile says which kind an account is, and the site's device role is kept.
const PASSWORD = 'entry-page-2026';
let database: Database;
let app: FastifyInstance;
let sequence = 0;
let clock = FIXTURE_NOW;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  app = buildApiServer({ database, now: () => clock, logger: false, accounts: readAccountsConfig({}), payments: { holdSweepSeconds: 0 } });
  await app.ready();
  const passwordHash = await hashPassword(PASSWORD);
  const accounts = [
    ['guest@example.com', '9811100001', 'consumer', []],
    ['agent@example.com', '9811100002', 'travel_agent', []],
    ['buyer@example.com', '9811100003', 'corporate', []],
    ['admin@example.com', '9811100004', 'corporate', ['CorporateAdmin']],
  ] as const;
  for (const [email, phone, accountType, roles] of accounts) {
    await database.query(
      `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, first_name, password_hash, user_status, account_type, roles)
       VALUES ('+91', $1, true, $2, true, 'Asha', $3, 'VERIFIED', $4, $5)`,
      [phone, email, passwordHash, accountType, roles],
    );
  }
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

function browser() {
  sequence += 1;
  return new AccountTestBrowser(() => app, `198.51.100.${sequence}`);
}

async function sessionRows(email: string) {
  return database.query<{ mode: string; devise_role: string }>(
    'SELECT s.mode, s.devise_role FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
    [email],
  );
}

describe('the profile of each kind of account', () => {
  it.each([
    ['guest@example.com', 'consumer', [], false],
    ['agent@example.com', 'travel_agent', [], false],
    ['buyer@example.com', 'corporate', [], false],
    ['admin@example.com', 'corporate', ['CorporateAdmin'], true],
  ])('%s is a %s account', async (email, accountType, roles, isCorporateAdmin) => {
    const guest = browser();
    expect((await guest.call('POST', '/api/pwa/userSignIn', { email, password: PASSWORD })).statusCode).toBe(200);
    const profile = currentUserReplySchema.parse((await guest.call('GET', '/api/pwa/userProfile')).json());
    expect(profile.user).toMatchObject({ accountType, roles, isCorporateAdmin });
  });
});

describe('signing in on a login entry page', () => {
  it.each([
    ['travel_agent', 'guest@example.com', 'NOT_A_TRAVEL_AGENT'],
    ['travel_agent', 'buyer@example.com', 'NOT_A_TRAVEL_AGENT'],
    ['corporate', 'guest@example.com', 'NOT_A_CORPORATE_ACCOUNT'],
    ['corporate', 'agent@example.com', 'NOT_A_CORPORATE_ACCOUNT'],
  ])('on the %s page refuses %s with a 403 %s and starts no session', async (mode, email, code) => {
    const before = (await sessionRows(email)).length;
    const guest = browser();
    const response = await guest.call('POST', '/api/pwa/userSignIn', { email, password: PASSWORD, mode });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 403, code });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionRows(email)).toHaveLength(before);
    expect(currentUserReplySchema.parse((await guest.call('GET', '/api/pwa/userProfile')).json()).isLoggedIn).toBe(false);
  });

  it('by SMS code refuses a travel agent on the business page, and admits them on their own page with the next code', async () => {
    const agent = browser();
    const signIn = async (mode: string) => {
      clock = new Date(clock.getTime() + OTP_RESEND_AFTER_SECONDS * 1000);
      expect((await agent.call('POST', '/api/pwa/generateByPhone', { phone: '9811100002', country_code: '+91' })).statusCode).toBe(200);
      return agent.call('POST', '/api/pwa/userSignIn', { phone: '9811100002', country_code: '+91', otp: await latestOtp(database, '+919811100002'), mode });
    };
    const refused = await signIn('corporate');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_A_CORPORATE_ACCOUNT' });
    expect(agent.cookie).toBeNull();
    expect((await signIn('travel_agent')).statusCode).toBe(200);
    expect(agent.cookie).not.toBeNull();
  });

  it('says a wrong password is wrong before it says anything about the kind of account', async () => {
    const response = await browser().call('POST', '/api/pwa/userSignIn', { email: 'guest@example.com', password: 'not-the-password', mode: 'travel_agent' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it.each([
    ['travel_agent', 'agent@example.com'],
    ['corporate', 'buyer@example.com'],
    ['corporate', 'admin@example.com'],
  ])('on the %s page signs %s in, and the session records the mode and the device role', async (mode, email) => {
    const guest = browser();
    const response = await guest.call('POST', '/api/pwa/userSignIn', { email, password: PASSWORD, mode, devise_role: 'Corporate_Booker' });
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionReplySchema.parse(response.json()).user.accountType).toBe(mode);
    expect(await sessionRows(email)).toContainEqual({ mode, devise_role: 'Corporate_Booker' });
  });

  it('on the guest login admits every kind of account, with mode consumer and device role Consumer_Guest by default', async () => {
    const guest = browser();
    expect((await guest.call('POST', '/api/pwa/userSignIn', { email: 'agent@example.com', password: PASSWORD })).statusCode).toBe(200);
    const sessions = await database.query<{ mode: string; devise_role: string }>('SELECT mode, devise_role FROM sessions WHERE token_hash = $1', [
      sessionTokenHash(guest.cookie),
    ]);
    expect(sessions).toEqual([{ mode: 'consumer', devise_role: 'Consumer_Guest' }]);
  });

  it('refuses a mode or a device role that is not one', async () => {
    const badMode = await browser().call('POST', '/api/pwa/userSignIn', { email: 'agent@example.com', password: PASSWORD, mode: 'admin' });
    expect(badMode.statusCode).toBe(400);
    const badRole = await browser().call('POST', '/api/pwa/userSignIn', { email: 'agent@example.com', password: PASSWORD, devise_role: "Consumer_Guest'; --" });
    expect(badRole.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badRole.json()).statusCode).toBe(400);
  });
});

describe('the device role of a booking', () => {
  async function book(body: object, key: string) {
    const response = await app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { 'idempotency-key': key }, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    const { invoice_no } = createBookingReplySchema.parse(response.json());
    const [row] = await database.query<{ devise_role: string }>('SELECT devise_role FROM bookings WHERE invoice_no = $1', [invoice_no]);
    return row?.devise_role;
  }

  it('is the one the site sent, or Consumer_Guest', async () => {
    expect(await book(bookingBody({}, { devise_role: 'Microsite_Guest' }), 'devise-role-1')).toBe('Microsite_Guest');
    expect(await book(bookingBody({ checkin: '2026-03-15', checkout: '2026-03-16' }), 'devise-role-2')).toBe('Consumer_Guest');
  });

  it('is refused when it is not a role label, and nothing is booked', async () => {
    const [{ count: before } = { count: 0 }] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM bookings');
    const response = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': 'devise-role-3' },
      payload: bookingBody({ checkin: '2026-03-17', checkout: '2026-03-18' }, { devise_role: 'x'.repeat(51) }),
    });
    expect(response.statusCode).toBe(400);
    const [{ count: after } = { count: -1 }] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM bookings');
    expect(after).toBe(before);
  });
});
