import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE, bookingsReplySchema, couponQuoteSchema, createBookingReplySchema } from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { bookingBody } from '@stays/server-booking/testing';
import { couponFixtureCodes, insertCouponFixture } from '@stays/server-offers/testing';

// A signed-in guest: the booking is theirs (my bookings), and the coupon the hotel page showed is charged.
const accounts = readAccountsConfig({});
let database: Database;
let app: FastifyInstance;
let signedIn: Record<string, string>;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  await insertCouponFixture(database);
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, accounts, payments: { holdSweepSeconds: 0 } });
  await app.ready();
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', '9876543210', 'Asha') RETURNING id`);
  const session = await startSession(database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  signedIn = { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function book(payload: object, headers: Record<string, string>, key: string) {
  return app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { ...headers, 'idempotency-key': key }, payload });
}

describe('a signed-in guest', () => {
  it('books with the coupon priced by quoteCoupon and finds the booking in my bookings; a second use of a once-only coupon is refused', async () => {
    const page = await app.inject({
      method: 'POST',
      url: '/api/pwa/validatecoupon',
      headers: signedIn,
      payload: {
        code: couponFixtureCodes.welcome,
        hotel_id: 101,
        room_category_id: 1001,
        checkin: '2026-03-12',
        checkout: '2026-03-14',
        rooms_config: '1,2,0,0,0',
      },
    });
    expect(page.statusCode, page.body).toBe(200);
    const shown = couponQuoteSchema.parse(page.json());
    const response = await book(bookingBody({ coupon_code: couponFixtureCodes.welcome }), signedIn, 'signed-in-1');
    expect(response.statusCode, response.body).toBe(201);
    const booking = createBookingReplySchema.parse(response.json());
    expect(booking.coupon_code).toBe(couponFixtureCodes.welcome);
    // Exactly what the hotel page showed for the coupon.
    expect(booking).toMatchObject({
      total_amount: shown.price_before_coupon,
      discount: shown.discount_amount,
      final_amount: shown.total_after_coupon,
      payable_amount: shown.total_after_coupon,
    });
    expect(booking.discount).toBeGreaterThan(0);
    expect(booking.payment_details).toEqual([{ type: 'coupon', amount: booking.discount }]);

    const again = await book(bookingBody({ coupon_code: couponFixtureCodes.welcome, checkin: '2026-03-15', checkout: '2026-03-16' }), signedIn, 'signed-in-2');
    expect(again.statusCode).toBe(422);

    const mine = await app.inject({ method: 'GET', url: '/api/pwa/bookings?filters[status]=0', headers: signedIn });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(bookingsReplySchema.parse(mine.json()).bookings.map((item) => item.invoice_no)).toEqual([booking.invoice_no]);
  });

  it('is not taken for the booking without the anti-forgery token: the coupon asks to sign in, and the booking is not listed', async () => {
    const { [CSRF_HEADER]: _csrf, ...cookieOnly } = signedIn;
    const coupon = await book(bookingBody({ coupon_code: couponFixtureCodes.flat }), cookieOnly, 'signed-in-3');
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json()).toMatchObject({ code: 'COUPON_LOGIN_REQUIRED' });
    const plain = createBookingReplySchema.parse(
      (await book(bookingBody({ checkin: '2026-03-16', checkout: '2026-03-17' }), cookieOnly, 'signed-in-4')).json(),
    );
    const mine = bookingsReplySchema.parse((await app.inject({ method: 'GET', url: '/api/pwa/bookings', headers: signedIn })).json());
    expect(mine.bookings.map((item) => item.invoice_no)).not.toContain(plain.invoice_no);
  });
});
