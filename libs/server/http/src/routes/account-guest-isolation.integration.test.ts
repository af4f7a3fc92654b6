import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, bookingsReplySchema, sessionReplySchema } from '@stays/api-client';
import { newSessionToken, readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { bookingBody } from '@stays/server-booking/testing';
import { couponFixtureCodes, insertCouponFixture } from '@stays/server-offers/testing';

// One guest against another on the routes that act for the signed-in guest: my bookings and coupons.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  await insertCouponFixture(database);
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, accounts: readAccountsConfig({ ACCOUNTS_SECRET: 'w'.repeat(40) }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let sequence = 0;
async function guest(name: string) {
  sequence += 1;
  const phone = `99${String(40_000_000 + sequence * 611).slice(-8)}`;
  const browser = new AccountTestBrowser(() => app, `192.0.2.${sequence}`);
  await browser.call('POST', '/api/pwa/generateByPhone', { phone, country_code: '+91' });
  const response = await browser.call('POST', '/api/pwa/userSignUp', { phone, code: await latestOtp(database, `+91${phone}`), name, country_code: '+91' });
  expect(response.statusCode, response.body).toBe(201);
  return { browser, phone, userId: sessionReplySchema.parse(response.json()).user.userId };
}

const couponBody = {
  code: couponFixtureCodes.welcome,
  hotel_id: fixtureIds.bagaBeach,
  room_category_id: fixtureIds.bagaClassic,
  checkin: '2026-03-12',
  checkout: '2026-03-14',
  rooms_config: '1,2,0,0,0',
};

describe('one guest cannot reach another’s bookings or use the coupon routes in their name', () => {
  it('lists only the signed-in guest’s own bookings; no session or a forged one gets 401', async () => {
    const asha = await guest('Asha Rao');
    const ravi = await guest('Ravi Kumar');
    const booked = await asha.browser.call('POST', '/api/pwa/createBooking', bookingBody({}, { first_name: 'Asha Rao', phone: asha.phone }), {
      'idempotency-key': `isolation-${Date.now()}`,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const invoice = (booked.json() as { invoice_no: string }).invoice_no;

    const mine = bookingsReplySchema.parse((await asha.browser.call('GET', '/api/pwa/bookings')).json());
    expect(mine.bookings.map((booking) => booking.invoice_no)).toEqual([invoice]);
    const theirs = bookingsReplySchema.parse((await ravi.browser.call('GET', '/api/pwa/bookings')).json());
    expect(theirs.bookings.map((booking) => booking.invoice_no)).not.toContain(invoice);

    for (const cookie of [null, newSessionToken(asha.userId, FIXTURE_NOW)]) {
      const response = await app.inject({ method: 'GET', url: '/api/pwa/bookings', headers: cookie ? { cookie: `token=${cookie}` } : {} });
      expect(response.statusCode).toBe(401);
      expect(String(response.headers['set-cookie'])).toMatch(/^token=; Path=\/; Max-Age=0/);
    }

    // Ravi's session is no key to Asha's booking: the lookup still needs her phone or the booking's token.
    const lookup = await ravi.browser.call('GET', `/api/pwa/booking/${invoice}?phone=${ravi.phone}`);
    expect(lookup.statusCode).toBe(404);
  });

  it('refuses the coupon call without a session (401) and with another session’s anti-forgery token (403), and prices it after sign-in', async () => {
    const asha = await guest('Asha Rao');
    const ravi = await guest('Ravi Kumar');
    const anonymous = await app.inject({ method: 'POST', url: '/api/pwa/validatecoupon', payload: couponBody });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/pwa/validatecoupon',
      payload: couponBody,
      headers: { cookie: `token=${asha.browser.cookie}`, 'x-csrf-token': ravi.browser.csrf ?? '' },
    });
    expect(forged.statusCode).toBe(403);
    expect(apiErrorSchema.parse(forged.json()).code).toBe('CSRF_TOKEN_INVALID');
    const own = await asha.browser.call('POST', '/api/pwa/validatecoupon', couponBody);
    // Signed in, with her own token, the coupon that needs a signed-in guest is priced for her.
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ code: couponFixtureCodes.welcome });
  });
});
