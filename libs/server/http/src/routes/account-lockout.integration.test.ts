import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, sessionReplySchema } from '@stays/api-client';
import { GUESS_LIMITS, OTP_RESEND_AFTER_SECONDS, readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { createTestDatabase } from '@stays/server-db/testing';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { openSameDatabasePool } from '@stays/server-booking/testing';

// Someone else's wrong guesses never lock a guest out (issue 17): guesses count per account AND address, waits grow
// instead of a flat 15-minute lockout, and right guesses do not count. On PostgreSQL (DATABASE_URL) the guesses go
// to two API processes in turn, so the counts are shown to be shared.
let database: Database;
let secondPool: Database | null;
let apps: FastifyInstance[];
const NOW = new Date('2026-06-01T06:00:00Z');
let clock = NOW;
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'l'.repeat(40) });
const PASSWORD = 'right-password-2026';

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
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let sequence = 0;

async function signedUpGuest() {
  sequence += 1;
  later(OTP_RESEND_AFTER_SECONDS);
  const phone = `93${String(20_000_000 + sequence * 104_729).slice(-8)}`;
  const browser = new AccountTestBrowser(() => api(), `198.51.100.${sequence}`);
  await browser.call('POST', '/api/pwa/generateByPhone', { phone, country_code: '+91' });
  const email = `lockout${sequence}@example.com`;
  const response = await browser.call('POST', '/api/pwa/userSignUp', {
    phone,
    code: await latestOtp(database, `+91${phone}`),
    name: 'Asha Rao',
    email,
    password: PASSWORD,
    country_code: '+91',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { phone, email, user: sessionReplySchema.parse(response.json()).user };
}

function signIn(email: string, password: string, address: string, attempt = 0) {
  return api(attempt).inject({ method: 'POST', url: '/api/pwa/userSignIn', payload: { email, password }, headers: { 'x-forwarded-for': address } });
}

/** Wrong passwords from `address` until a 429; the statuses seen. */
async function guessUntilRefused(email: string, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= GUESS_LIMITS.signInPerAccountAtAddress.freeGuesses + 20 && statuses.at(-1) !== 429; attempt += 1) {
    statuses.push((await signIn(email, `guess-${attempt}`, address, attempt)).statusCode);
  }
  return statuses;
}

describe('password guesses', () => {
  it('slow down the guesser’s address, while the guest signs in from their own', async () => {
    const guest = await signedUpGuest();
    const statuses = await guessUntilRefused(guest.email, '192.0.2.10');
    expect(statuses).toEqual([...Array(GUESS_LIMITS.signInPerAccountAtAddress.freeGuesses).fill(401), 429]);
    expect((await signIn(guest.email, PASSWORD, '192.0.2.10')).statusCode).toBe(429);

    const own = await signIn(guest.email, PASSWORD, '192.0.2.11');
    expect(own.statusCode, own.body).toBe(200);
  });

  it('wait longer after each further guess (exponential back-off), and the right password then clears the count', async () => {
    const guest = await signedUpGuest();
    const address = '192.0.2.20';
    const rule = GUESS_LIMITS.signInPerAccountAtAddress;
    await guessUntilRefused(guest.email, address);
    const waits: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await signIn(guest.email, 'guess', address, round);
      expect(refused.statusCode).toBe(429);
      const wait = String(refused.headers['retry-after']);
      expect(failure(refused)).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: `Too many attempts. Please try again in ${wait} seconds.` });
      waits.push(wait);
      later(Number(wait) - 1);
      expect((await signIn(guest.email, 'guess', address, round)).statusCode, 'a second early').toBe(429);
      later(1);
      expect((await signIn(guest.email, 'guess', address, round)).statusCode, 'after the wait').toBe(401);
    }
    expect(waits.map(Number)).toEqual([1, 2, 4, 8].map((factor) => rule.firstWaitSeconds * factor));
    expect(failure(await signIn(guest.email, 'guess', address))).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 2 minutes.',
    });

    later(rule.maxWaitSeconds);
    expect((await signIn(guest.email, PASSWORD, address)).statusCode).toBe(200);
    const afterRight = await guessUntilRefused(guest.email, address);
    expect(afterRight).toEqual([...Array(rule.freeGuesses).fill(401), 429]);
  });

  it('from the many addresses of one IPv6 network count as from one address', async () => {
    const guest = await signedUpGuest();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= GUESS_LIMITS.signInPerAccountAtAddress.freeGuesses; attempt += 1) {
      statuses.push((await signIn(guest.email, `guess-${attempt}`, `2001:db8:17:1::${(attempt + 1).toString(16)}`, attempt)).statusCode);
    }
    expect(statuses).toEqual([...Array(GUESS_LIMITS.signInPerAccountAtAddress.freeGuesses).fill(401), 429]);
    expect((await signIn(guest.email, PASSWORD, '2001:db8:17:2::1')).statusCode, 'another network').toBe(200);
  });

  it('do not count right ones: a guest signs in again and again, and one who mistypes now and then is never refused', async () => {
    const guest = await signedUpGuest();
    const address = '192.0.2.30';
    const statuses: number[] = [];
    for (let round = 0; round < GUESS_LIMITS.signInPerAddress.freeGuesses + 5; round += 1) {
      if (round % 2 === 0) statuses.push((await signIn(guest.email, 'typo', address, round)).statusCode);
      statuses.push((await signIn(guest.email, PASSWORD, address, round)).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });

  it('from one address at many accounts stop at the address’s own allowance, which the guesser’s own account cannot reset', async () => {
    const own = await signedUpGuest();
    const address = '192.0.2.40';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < GUESS_LIMITS.signInPerAddress.freeGuesses + 5 && statuses.at(-1) !== 429; attempt += 1) {
      // A right sign-in into the guesser's own account after every few guesses takes itself off, nothing more.
      if (attempt % 5 === 4) expect((await signIn(own.email, PASSWORD, address, attempt)).statusCode).toBe(200);
      statuses.push((await signIn(`someone${attempt}@example.com`, 'guess', address, attempt)).statusCode);
    }
    expect(statuses).toEqual([...Array(GUESS_LIMITS.signInPerAddress.freeGuesses).fill(401), 429]);
  });
});

describe('OTP guesses', () => {
  it('at a guest’s phone, from however many addresses, leave the guest’s own sign-in alone', async () => {
    const guest = await signedUpGuest();
    for (const address of ['192.0.2.50', '192.0.2.52', '192.0.2.53']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= GUESS_LIMITS.otpVerifyPerPhoneAtAddress.freeGuesses && statuses.at(-1) !== 429; attempt += 1) {
        const response = await api(attempt).inject({
          method: 'POST',
          url: '/api/pwa/userSignIn',
          payload: { phone: guest.phone, country_code: '+91', otp: String(100_000 + attempt) },
          headers: { 'x-forwarded-for': address },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses, address).toEqual([...Array(GUESS_LIMITS.otpVerifyPerPhoneAtAddress.freeGuesses).fill(400), 429]);
    }

    later(OTP_RESEND_AFTER_SECONDS);
    const browser = new AccountTestBrowser(() => api(1), '192.0.2.51');
    expect((await browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' })).statusCode).toBe(200);
    const signedIn = await browser.call('POST', '/api/pwa/userSignIn', {
      phone: guest.phone,
      country_code: '+91',
      otp: await latestOtp(database, `+91${guest.phone}`),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
