import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, couponQuoteSchema, validateCoupon, type ApiClientOptions } from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { insertCouponFixture } from '@stays/server-offers/testing';

const accounts = readAccountsConfig({});
let database: Database;
let app: FastifyInstance;
let session: { token: string; csrf: string };

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  await insertCouponFixture(database);
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (first_name) VALUES ('Asha') RETURNING id`);
  const started = await startSession(database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  session = { token: started.token, csrf: csrfTokenFor(accounts.secret, started.token) };
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, accounts });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const body = {
  code: 'WELCOME10',
  hotel_id: fixtureIds.bagaBeach,
  room_category_id: fixtureIds.bagaClassic,
  checkin: '2026-03-12',
  checkout: '2026-03-14',
  rooms_config: '1,2,0,0,0',
};
const post = (payload: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/pwa/validatecoupon', payload: payload as Record<string, unknown>, headers });

/** The typed client, its fetch answered in process with the session cookie the browser would send. */
const client: ApiClientOptions = {
  baseUrl: 'http://api.test',
  fetch: async (input, init) => {
    const url = new URL(String(input));
    const headers = { ...(init?.headers as Record<string, string>), cookie: `token=${session.token}` };
    const response = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload: String(init?.body), headers });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  },
};

describe('POST validatecoupon', () => {
  it('quotes the coupon for a signed-in guest, through the typed client', async () => {
    const quote = await validateCoupon(client, body, session.csrf);
    expect(couponQuoteSchema.parse(quote)).toMatchObject({
      code: 'WELCOME10',
      price_before_coupon: 805_000,
      discount_amount: 80_500,
      price_after_coupon: 724_500,
    });
  });

  it('answers the refusal as an error body with the text to show', async () => {
    const response = await post({ ...body, code: 'WINTER20' }, { cookie: `token=${session.token}`, 'x-csrf-token': session.csrf });
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json())).toEqual({ statusCode: 422, code: 'COUPON_EXPIRED', message: 'This coupon expired on 2026-02-28.' });
  });

  it.each([
    ['without a session', {}, 401],
    ['without the anti-forgery token', { cookie: 'SESSION' }, 403],
  ])('refuses a guest %s with %i', async (_case, headers, statusCode) => {
    const withSession = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value === 'SESSION' ? `token=${session.token}` : value]));
    const response = await post(body, withSession);
    expect(response.statusCode).toBe(statusCode);
  });

  it('refuses a body without a code with 400', async () => {
    const response = await post({ ...body, code: ' ' }, { cookie: `token=${session.token}`, 'x-csrf-token': session.csrf });
    expect(response.statusCode).toBe(400);
  });
});
