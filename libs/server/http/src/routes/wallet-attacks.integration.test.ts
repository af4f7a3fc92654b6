import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE, walletReplySchema, walletTransactionsReplySchema } from '@stays/api-client';
import { csrfTokenFor, endSession, newSessionToken, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { creditWalletFixture, membershipFixture } from '@stays/server-wallet/testing';

// Attacks on the wallet and wizard calls: a guest's wallet is only ever read with that guest's own live session.
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'w'.repeat(40) });
let database: Database;
let app: FastifyInstance;
let victim: { userId: number; phone: string; token: string; cookie: string };
let attacker: { userId: number; phone: string; token: string; cookie: string };

async function guest(phone: string, name: string) {
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, $2) RETURNING id`, [phone, name]);
  const userId = user?.id ?? 0;
  const session = await startSession(database, { userId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { userId, phone, token: session.token, cookie: `${SESSION_COOKIE}=${session.token}` };
}

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, accounts });
  await app.ready();
  victim = await guest('9811100001', 'Victim');
  attacker = await guest('9811100002', 'Mallory');
  await creditWalletFixture(database, victim.userId, 777_700, 'INR', FIXTURE_NOW);
  await membershipFixture(database, victim.userId, FIXTURE_NOW);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const walletCalls = ['/api/pwa/wallet?user_type=user', '/api/pwa/walletTransactions?user_type=user', '/api/pwa/wizardStatus'];

describe('nobody reads another guest’s wallet', () => {
  it('answers 401 (cookie cleared) without a session, with a forged token of the right shape, or a signed-out one', async () => {
    const forged = newSessionToken(victim.userId, FIXTURE_NOW);
    const ended = await startSession(database, { userId: victim.userId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
    await endSession(database, ended.token);
    for (const cookie of [null, 'garbage', Buffer.from('v1:1:2').toString('base64url'), forged, ended.token]) {
      for (const url of walletCalls) {
        const response = await app.inject({ method: 'GET', url, headers: cookie === null ? {} : { cookie: `${SESSION_COOKIE}=${cookie}` } });
        expect(response.statusCode, `${url} with ${cookie}`).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
        expect(response.body).not.toContain('777700');
        expect(String(response.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
      }
    }
  });

  it('gives another guest’s session only its own wallet, whatever ids the query names', async () => {
    for (const query of ['', `&user_id=${victim.userId}`, `&userId=${victim.userId}&phone=${victim.phone}`]) {
      const wallet = await app.inject({ method: 'GET', url: `/api/pwa/wallet?user_type=user${query}`, headers: { cookie: attacker.cookie } });
      expect(wallet.statusCode, wallet.body).toBe(200);
      expect(walletReplySchema.parse(wallet.json()).wallet.redeemable_expirable_balance).toBe(0);
      const history = await app.inject({ method: 'GET', url: `/api/pwa/walletTransactions?user_type=user${query}`, headers: { cookie: attacker.cookie } });
      expect(walletTransactionsReplySchema.parse(history.json()).transactions).toEqual([]);
    }
    const victimWallet = walletReplySchema.parse((await app.inject({ method: 'GET', url: '/api/pwa/wallet', headers: { cookie: victim.cookie } })).json());
    expect(victimWallet.wallet.redeemable_expirable_balance).toBe(777_700);
  });

  it('refuses the wizard status of another phone (403) and answers the session’s own', async () => {
    const other = await app.inject({
      method: 'GET',
      url: `/api/pwa/wizardStatus?country_code=%2B91&phone=${victim.phone}`,
      headers: { cookie: attacker.cookie },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ statusCode: 403, code: 'WIZARD_STATUS_NOT_YOURS' });
    expect(other.body).not.toContain('subscription_status');
    const own = await app.inject({ method: 'GET', url: `/api/pwa/wizardStatus?country_code=%2B91&phone=${victim.phone}`, headers: { cookie: victim.cookie } });
    expect(own.json()).toMatchObject({ membership_detail: { subscription_status: 'member' } });
  });

  it('spends a guest’s wallet money only with that guest’s session and anti-forgery token', async () => {
    const body = {
      user: { first_name: 'Mallory Hacker', country_code: '+91', phone: victim.phone, email: 'm@example.com' },
      booking: {
        hotel_id: 101,
        room_category_id: 1001,
        checkin: '2026-03-12',
        checkout: '2026-03-13',
        rooms_config: '1,2,0,0,0',
        payment_mode: 'pay_at_hotel',
      },
      source: 'Web Booking',
      payments: { deduct_from_wallet: 1_000 },
    };
    // The victim's cookie without its token is a signed-out guest: no wallet money.
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { cookie: victim.cookie, 'idempotency-key': 'attack-1' },
      payload: body,
    });
    expect(noCsrf.statusCode).toBe(422);
    expect(noCsrf.json()).toMatchObject({ code: 'WALLET_LOGIN_REQUIRED' });
    // The attacker's own session spends the attacker's (empty) wallet, never the victim's.
    const own = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { cookie: attacker.cookie, [CSRF_HEADER]: csrfTokenFor(accounts.secret, attacker.token), 'idempotency-key': 'attack-2' },
      payload: body,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'WALLET_BALANCE_CHANGED' });
    const victimWallet = walletReplySchema.parse((await app.inject({ method: 'GET', url: '/api/pwa/wallet', headers: { cookie: victim.cookie } })).json());
    expect(victimWallet.wallet.redeemable_expirable_balance).toBe(777_700);
  });
});
