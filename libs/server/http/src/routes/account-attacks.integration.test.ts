import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, currentUserReplySchema, sessionReplySchema, userProfileSchema } from '@stays/api-client';
import { GUESS_LIMITS, OTP_RESEND_AFTER_SECONDS, RATE_LIMITS, newSessionToken, readAccountsConfig, startBookingLookup } from '@stays/server-accounts';
import { readOutbox } from '@stays/server-notifications';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { API_SECURITY_HEADERS } from './security-headers';
import { createTestDatabase } from '@stays/server-db/testing';
import { transactionalDatabase } from '@stays/server-core';
import { openSameDatabasePool } from '@stays/server-booking/testing';

// Attacks on the account calls. On PostgreSQL (DATABASE_URL) a second API with its own pool stands for a second
// process, so the rate limits are shown to hold across processes.
let database: Database;
let secondPool: Database | null;
let apps: FastifyInstance[];
const NOW = new Date('2026-06-01T06:00:00Z');
let clock = NOW;
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'y'.repeat(40) });

beforeAll(async () => {
  database = await createTestDatabase();
  secondPool = await openSameDatabasePool(database);
  apps = [database, ...(secondPool ? [secondPool] : [])].map((pool) => buildApiServer({ database: pool, now: () => clock, logger: false, accounts }));
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
  await secondPool?.close();
  await database?.close();
});

const api = (index = 0) => apps[index % apps.length] as FastifyInstance;
const failure = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
let sequence = 0;

async function signedUpGuest(name: string) {
  sequence += 1;
  const phone = `97${String(30_000_000 + sequence * 104_729).slice(-8)}`;
  const browser = new AccountTestBrowser(() => api(), `198.51.100.${sequence}`);
  await browser.call('POST', '/api/pwa/generateByPhone', { phone, country_code: '+91' });
  const response = await browser.call('POST', '/api/pwa/userSignUp', {
    phone,
    code: await latestOtp(database, `+91${phone}`),
    name,
    email: `attack${sequence}@example.com`,
    country_code: '+91',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { browser, phone, user: sessionReplySchema.parse(response.json()).user };
}

/** Every account call that acts for the signed-in user, with a body it would accept. */
const protectedCalls: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
  { method: 'POST', url: '/api/pwa/updateUserProfile', payload: { name: 'Mallory Hacker', city: 'Pune' } },
  { method: 'POST', url: '/api/pwa/deleteAccount', payload: { confirm: true } },
  { method: 'GET', url: '/api/pwa/userSignOut' },
];

describe('nobody gets into another guest’s account', () => {
  it('refuses every protected call without a session, with a forged or another format of token, and clears the cookie', async () => {
    const victim = await signedUpGuest('Asha Rao');
    const forgedSameFormat = newSessionToken(victim.user.userId, NOW);
    const cookies = [null, 'not-a-token', Buffer.from('v1:1:2').toString('base64url'), forgedSameFormat];
    for (const cookie of cookies) {
      for (const call of protectedCalls) {
        const response = await api().inject({
          method: call.method,
          url: call.url,
          payload: call.payload,
          headers: { ...(cookie ? { cookie: `token=${cookie}` } : {}), 'x-csrf-token': victim.browser.csrf ?? '' },
        });
        expect(response.statusCode, `${call.url} with ${cookie ?? 'no cookie'}`).toBe(401);
        expect(failure(response).code).toBe('UNAUTHORIZED');
        expect(String(response.headers['set-cookie'])).toMatch(/^token=; Path=\/; Max-Age=0/);
      }
    }
    const profile = currentUserReplySchema.parse((await victim.browser.call('GET', '/api/pwa/userProfile')).json());
    expect(profile.user).toMatchObject({ name: 'Asha Rao', city: null });
  });

  it('refuses a state-changing call that carries the session but not its own anti-forgery token', async () => {
    const victim = await signedUpGuest('Asha Rao');
    const attacker = await signedUpGuest('Mallory Hacker');
    for (const token of [undefined, '', attacker.browser.csrf ?? '', 'a'.repeat(64)]) {
      const response = await api().inject({
        method: 'POST',
        url: '/api/pwa/updateUserProfile',
        payload: { name: 'Mallory Hacker' },
        headers: { cookie: `token=${victim.browser.cookie}`, ...(token === undefined ? {} : { 'x-csrf-token': token }) },
      });
      expect(response.statusCode).toBe(403);
      expect(failure(response).code).toBe('CSRF_TOKEN_INVALID');
    }
    expect(currentUserReplySchema.parse((await victim.browser.call('GET', '/api/pwa/userProfile')).json()).user?.name).toBe('Asha Rao');
  });

  it('changes only the signed-in guest’s own profile, whatever ids the body names', async () => {
    const victim = await signedUpGuest('Asha Rao');
    const attacker = await signedUpGuest('Mallory Hacker');
    const response = await attacker.browser.call('POST', '/api/pwa/updateUserProfile', {
      name: 'Mallory Hacker',
      user_id: victim.user.userId,
      userId: victim.user.userId,
      city: 'Goa',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(userProfileSchema.parse(response.json()).userId).toBe(attacker.user.userId);
    expect(currentUserReplySchema.parse((await victim.browser.call('GET', '/api/pwa/userProfile')).json()).user).toMatchObject({
      name: 'Asha Rao',
      city: null,
    });
  });

  it('refuses state-changing calls sent by another site’s page', async () => {
    const victim = await signedUpGuest('Asha Rao');
    const response = await victim.browser.call('POST', '/api/pwa/updateUserProfile', { name: 'Mallory Hacker' }, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(failure(response).code).toBe('CROSS_SITE_REQUEST');
    const signIn = await new AccountTestBrowser(() => api(), '198.51.100.250').call(
      'POST',
      '/api/pwa/generateByPhone',
      { phone: victim.phone, country_code: '+91' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(signIn.statusCode).toBe(403);
  });

  it('keeps stored text as data: markup in a name or a city is refused, and answers are JSON that browsers never sniff into HTML', async () => {
    const guest = await signedUpGuest('Asha Rao');
    const script = await guest.browser.call('POST', '/api/pwa/updateUserProfile', { name: '<script>alert(1)</script>' });
    expect(failure(script).code).toBe('INVALID_NAME');
    const city = await guest.browser.call('POST', '/api/pwa/updateUserProfile', { city: '<img src=x onerror=alert(1)>' });
    expect(failure(city).code).toBe('INVALID_CITY');
    // A field without a rule of its own (the title) is stored as sent, and answered as JSON only.
    const title = await guest.browser.call('POST', '/api/pwa/updateUserProfile', { title: '<img src=x>' });
    expect(title.statusCode).toBe(200);
    expect(title.headers['content-type']).toMatch(/^application\/json/);
    expect(title.headers['x-content-type-options']).toBe('nosniff');
    expect(userProfileSchema.parse(title.json()).title).toBe('<img src=x>');
  });
});

describe('OTP codes', () => {
  it('are 6 digits whatever nod the caller sends: another length is refused with 400 and no SMS goes out', async () => {
    sequence += 1;
    const phone = `95${String(40_000_000 + sequence * 7_919).slice(-8)}`;
    const browser = new AccountTestBrowser(() => api(), `198.51.100.${sequence}`);
    for (const nod of [4, 5, 7, 8]) {
      const refused = await browser.call('POST', '/api/pwa/generateByPhone', { phone, country_code: '+91', nod });
      expect(refused.statusCode, `nod ${nod}`).toBe(400);
      expect(failure(refused)).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'nod: an OTP is always 6 digits' });
    }
    expect(await readOutbox(database, `+91${phone}`)).toEqual([]);
    const sent = await browser.call('POST', '/api/pwa/generateByPhone', { phone, country_code: '+91', nod: 6 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await latestOtp(database, `+91${phone}`)).toMatch(/^\d{6}$/);

    const guest = await signedUpGuest('Asha Rao');
    const byUserId = await guest.browser.call('POST', '/api/pwa/generateByUserId', { user_id: guest.user.userId, nod: 4 });
    expect(byUserId.statusCode).toBe(400);
    expect(failure(byUserId).code).toBe('VALIDATION_ERROR');
  });
});

describe('security headers', () => {
  it('are on every answer: success, failure and unknown route', async () => {
    for (const url of ['/api/pwa/userProfile', '/api/pwa/nothing-here', '/healthz']) {
      const response = await api().inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(response.headers[name], `${name} on ${url}`).toBe(value);
    }
    expect(API_SECURITY_HEADERS['content-security-policy']).toContain("default-src 'none'");
    expect(API_SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('rate limits (stored in the database, shared by every API process)', () => {
  it('stops OTP generation for one phone after its limit, whichever process and address the requests come from, with a clear 429', async () => {
    sequence += 1;
    const phone = `96${String(50_000_000 + sequence * 7_919).slice(-8)}`;
    const statuses: number[] = [];
    let last;
    // Each request waits out the resend wait, so only the per-phone limit can refuse it.
    try {
      for (let attempt = 0; attempt <= RATE_LIMITS.otpGeneratePerPhone.limit; attempt += 1) {
        clock = new Date(NOW.getTime() + attempt * OTP_RESEND_AFTER_SECONDS * 1000);
        last = await api(attempt).inject({
          method: 'POST',
          url: '/api/pwa/generateByPhone',
          payload: { phone, country_code: '+91' },
          headers: { 'x-forwarded-for': `192.0.2.${attempt + 1}` },
        });
        statuses.push(last.statusCode);
      }
    } finally {
      clock = NOW;
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.otpGeneratePerPhone.limit).fill(200), 429]);
    const waited = RATE_LIMITS.otpGeneratePerPhone.limit * OTP_RESEND_AFTER_SECONDS;
    const retryAfter = RATE_LIMITS.otpGeneratePerPhone.windowSeconds - waited;
    expect(failure(last as never)).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    });
    expect((last as { headers: Record<string, unknown> }).headers['retry-after']).toBe(String(retryAfter));
  });

  it('stops password guessing at an account from one address, and from one address across accounts', async () => {
    const guest = await signedUpGuest('Asha Rao');
    const email = guest.user.emailId ?? '';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= GUESS_LIMITS.signInPerAccountAtAddress.freeGuesses; attempt += 1) {
      const response = await api(attempt).inject({
        method: 'POST',
        url: '/api/pwa/userSignIn',
        payload: { email, password: `guess-${attempt}` },
        headers: { 'x-forwarded-for': '192.0.2.100' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(GUESS_LIMITS.signInPerAccountAtAddress.freeGuesses).fill(401), 429]);

    const address = '192.0.2.200';
    const perAddress: number[] = [];
    for (let attempt = 0; attempt <= GUESS_LIMITS.signInPerAddress.freeGuesses; attempt += 1) {
      const response = await api(attempt).inject({
        method: 'POST',
        url: '/api/pwa/userSignIn',
        payload: { email: `someone${attempt}@example.com`, password: 'guess' },
        headers: { 'x-forwarded-for': address },
      });
      perAddress.push(response.statusCode);
    }
    expect(perAddress.at(-1)).toBe(429);
  });

  it('stops OTP verification and password-reset requests at their limits', async () => {
    const guest = await signedUpGuest('Asha Rao');
    let status = 0;
    for (let attempt = 0; attempt <= GUESS_LIMITS.otpVerifyPerPhoneAtAddress.freeGuesses && status !== 429; attempt += 1) {
      status = (
        await api(attempt).inject({
          method: 'POST',
          url: '/api/pwa/userSignIn',
          payload: { phone: guest.phone, country_code: '+91', otp: '000000' },
          headers: { 'x-forwarded-for': '192.0.2.150' },
        })
      ).statusCode;
    }
    expect(status).toBe(429);
    const resets: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.passwordResetPerAccount.limit; attempt += 1) {
      resets.push(
        (
          await api(attempt).inject({
            method: 'POST',
            url: '/api/pwa/forgotPassword',
            payload: { user_email: guest.user.emailId },
            headers: { 'x-forwarded-for': `192.0.2.${170 + attempt}` },
          })
        ).statusCode,
      );
    }
    expect(resets).toEqual([...Array(RATE_LIMITS.passwordResetPerAccount.limit).fill(200), 429]);
  });

  it('gives the booking routes a guess limit per booking at an address, and per address across bookings', async () => {
    const db = transactionalDatabase(database);
    const lookUp = (address: string, bookingId: string, at = NOW) => startBookingLookup(db, { address, bookingId }, at);
    const perBooking = GUESS_LIMITS.bookingLookupPerBookingAtAddress;
    for (let attempt = 0; attempt < perBooking.freeGuesses; attempt += 1) await lookUp('203.0.113.1', 'NVABCDEFGH');
    await expect(lookUp('203.0.113.1', 'NVABCDEFGH')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: perBooking.firstWaitSeconds,
    });
    await expect(lookUp('203.0.113.2', 'NVABCDEFGH')).resolves.toBeDefined();
    await expect(lookUp('203.0.113.1', 'NVOTHER123')).resolves.toBeDefined();
    await expect(lookUp('203.0.113.1', 'NVABCDEFGH', new Date(NOW.getTime() + perBooking.firstWaitSeconds * 1000))).resolves.toBeDefined();

    for (let attempt = 0; attempt < GUESS_LIMITS.bookingLookupPerAddress.freeGuesses; attempt += 1)
      await lookUp('203.0.113.3', `NV${String(attempt).padStart(8, '0')}`);
    await expect(lookUp('203.0.113.3', 'NVANOTHER1')).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  });
});
