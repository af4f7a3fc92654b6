import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema,
  availabilitySchema,
  couponQuoteSchema,
  bookingSchema,
  createBookingReplySchema,
  hotelDetailsSchema,
  quotationSchema,
  type Quotation,
} from '@stays/api-client';
import { hashPassword, readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser } from '../testing/account-test-browser';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { bookingBody } from '@stays/server-booking/testing';
import { couponFixtureCodes, insertCouponFixture } from '@stays/server-offers/testing';

// Quotations (guest-journey §2 is_quotation, §7 createBooking quotation_id): a travel agent fixes a stay's price, the
// guest opens the link, sees that price on the hotel page and is charged it; nobody else can quote, and a quotation
// prices nothing once it has expired or the stay differs.
const PASSWORD = 'quotations-2026';
const STAY = { checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '1,2,0,0,0' };
let database: Database;
let app: FastifyInstance;
let clock = FIXTURE_NOW;
let sequence = 0;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  await insertCouponFixture(database);
  app = buildApiServer({ database, now: () => clock, logger: false, accounts: readAccountsConfig({}), payments: { holdSweepSeconds: 0 } });
  await app.ready();
  const passwordHash = await hashPassword(PASSWORD);
  for (const [email, phone, accountType] of [
    ['agent@example.com', '9822200001', 'travel_agent'],
    ['buyer@example.com', '9822200002', 'corporate'],
    ['guest@example.com', '9822200003', 'consumer'],
  ] as const) {
    await database.query(
      `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, first_name, password_hash, user_status, account_type)
       VALUES ('+91', $1, true, $2, true, 'Asha', $3, 'VERIFIED', $4)`,
      [phone, email, passwordHash, accountType],
    );
  }
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signedIn(email: string): Promise<AccountTestBrowser> {
  sequence += 1;
  const browser = new AccountTestBrowser(() => app, `203.0.113.${sequence}`);
  expect((await browser.call('POST', '/api/pwa/userSignIn', { email, password: PASSWORD })).statusCode).toBe(200);
  return browser;
}

async function quote(email = 'agent@example.com', stay = STAY): Promise<Quotation> {
  const agent = await signedIn(email);
  const response = await agent.call('POST', '/api/pwa/quotations', { hotel_id: fixtureIds.bagaBeach, room_category_id: fixtureIds.bagaClassic, ...stay });
  expect(response.statusCode).toBe(201);
  return quotationSchema.parse(response.json());
}

async function setRate(priceMinor: number): Promise<void> {
  await database.query('UPDATE room_nights SET price_minor = $1 WHERE room_category_id = $2 AND night >= $3::date AND night < $4::date', [
    priceMinor,
    fixtureIds.bagaClassic,
    STAY.checkin,
    STAY.checkout,
  ]);
}

async function details(quotationId?: string) {
  const query = `available_room_count[checkin]=${STAY.checkin}&available_room_count[checkout]=${STAY.checkout}&rooms_config=${STAY.rooms_config}${quotationId ? `&quotation_id=${quotationId}` : ''}`;
  const response = await app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${query}` });
  expect(response.statusCode).toBe(200);
  const hotel = hotelDetailsSchema.parse(response.json());
  return { hotel, classic: hotel.room_categories_with_data.find((category) => category.id === fixtureIds.bagaClassic) };
}

describe('making a quotation', () => {
  it.each(['agent@example.com', 'buyer@example.com'])('%s fixes the stay’s price for 72 hours and gets the hotel page link', async (email) => {
    const today = await details();
    const quotation = await quote(email);
    expect(quotation).toMatchObject({
      hotel_id: fixtureIds.bagaBeach,
      room_category_id: fixtureIds.bagaClassic,
      ...STAY,
      quoted_price: today.classic?.summed_final_price,
      currency_code: 'INR',
    });
    expect(Date.parse(quotation.valid_until) - FIXTURE_NOW.getTime()).toBe(72 * 3_600_000);
    expect(quotation.path).toBe(
      `/${fixtureIds.bagaBeach}/?is_quotation=true&quotation_id=${quotation.quotation_id}&checkin=${STAY.checkin}&checkout=${STAY.checkout}&rooms_config=1%2C2%2C0%2C0%2C0&selected_rcid=${fixtureIds.bagaClassic}`,
    );
    const read = await app.inject({ method: 'GET', url: `/api/pwa/quotations/${quotation.quotation_id}` });
    expect(quotationSchema.parse(read.json())).toEqual(quotation);
  });

  it('a guest account cannot quote (403), nor anyone signed out (401), and nothing is stored', async () => {
    const [before] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM quotations');
    const guest = await signedIn('guest@example.com');
    const refused = await guest.call('POST', '/api/pwa/quotations', { hotel_id: fixtureIds.bagaBeach, room_category_id: fixtureIds.bagaClassic, ...STAY });
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ code: 'NOT_A_TRAVEL_AGENT' });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/pwa/quotations',
      payload: { hotel_id: fixtureIds.bagaBeach, room_category_id: fixtureIds.bagaClassic, ...STAY },
    });
    expect(anonymous.statusCode).toBe(401);
    const [after] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM quotations');
    expect(after?.count).toBe(before?.count);
  });

  it('without the anti-forgery token the call is refused', async () => {
    const agent = await signedIn('agent@example.com');
    agent.csrf = null;
    const response = await agent.call('POST', '/api/pwa/quotations', { hotel_id: fixtureIds.bagaBeach, room_category_id: fixtureIds.bagaClassic, ...STAY });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'CSRF_TOKEN_INVALID' });
  });

  it('an unknown id, or a malformed one, is not a quotation', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/pwa/quotations/${'A'.repeat(24)}` })).json()).toMatchObject({
      statusCode: 404,
      code: 'QUOTATION_NOT_FOUND',
    });
    expect((await app.inject({ method: 'GET', url: '/api/pwa/quotations/short' })).statusCode).toBe(400);
  });
});

describe('the guest with the link', () => {
  it('when the rate has risen, the hotel page, the coupon and the booking all use the quoted price', async () => {
    const [original] = await database.query<{ price_minor: number }>('SELECT price_minor FROM room_nights WHERE room_category_id = $1 AND night = $2::date', [
      fixtureIds.bagaClassic,
      STAY.checkin,
    ]);
    const quotation = await quote();
    try {
      await setRate((original?.price_minor ?? 0) * 2);
      const risen = await details();
      const quoted = await details(quotation.quotation_id);
      expect(risen.hotel.quotation_info).toBeUndefined();
      expect(quoted.hotel.quotation_info).toEqual({
        quotation_id: quotation.quotation_id,
        room_category_id: fixtureIds.bagaClassic,
        valid_until: quotation.valid_until,
      });
      expect(quoted.classic?.summed_final_price).toBe(quotation.quoted_price);
      expect(risen.classic?.summed_final_price).toBeGreaterThan(quotation.quoted_price);

      const availability = await app.inject({
        method: 'GET',
        url: `/api/pwa/availability?hotel_id=${fixtureIds.bagaBeach}&checkin=${STAY.checkin}&checkout=${STAY.checkout}&rooms_config=${STAY.rooms_config}&quotation_id=${quotation.quotation_id}`,
      });
      const priced = availabilitySchema.parse(availability.json());
      expect(priced.selected_category_id).toBe(fixtureIds.bagaClassic);
      expect(priced.room_categories_with_data.find((category) => category.id === fixtureIds.bagaClassic)?.summed_final_price).toBe(quotation.quoted_price);

      const guest = await signedIn('guest@example.com');
      const coupon = await guest.call('POST', '/api/pwa/validatecoupon', {
        code: couponFixtureCodes.welcome,
        hotel_id: fixtureIds.bagaBeach,
        room_category_id: fixtureIds.bagaClassic,
        ...STAY,
        quotation_id: quotation.quotation_id,
      });
      expect(coupon.statusCode).toBe(200);
      expect(couponQuoteSchema.parse(coupon.json()).price_before_coupon).toBe(quotation.quoted_price);

      const booked = await app.inject({
        method: 'POST',
        url: '/api/pwa/createBooking',
        headers: { 'idempotency-key': `quotation-${quotation.quotation_id}` },
        payload: bookingBody({ quotation_id: quotation.quotation_id }),
      });
      expect(booked.statusCode).toBe(201);
      const reply = createBookingReplySchema.parse(booked.json());
      // The booking keeps the quotation its price was capped by, and answers it when read again.
      expect({ quotation_id: reply.quotation_id, deal_id: reply.deal_id }).toEqual({ quotation_id: quotation.quotation_id, deal_id: null });
      const read = await app.inject({ method: 'GET', url: `/api/pwa/booking/${reply.invoice_no}?token=${reply.token}` });
      expect(bookingSchema.parse(read.json()).quotation_id).toBe(quotation.quotation_id);
      const [row] = await database.query<{ total_amount: number; final_amount: number; tax_amount: number }>(
        'SELECT total_amount, final_amount, tax_amount FROM bookings WHERE invoice_no = $1',
        [reply.invoice_no],
      );
      expect(row?.total_amount).toBe(quotation.quoted_price);
      expect(row?.final_amount).toBe(quotation.quoted_price + (row?.tax_amount ?? 0));
    } finally {
      await setRate(original?.price_minor ?? 0);
    }
  });

  it('when the rate has fallen below the quote, today’s lower price applies', async () => {
    const [original] = await database.query<{ price_minor: number }>('SELECT price_minor FROM room_nights WHERE room_category_id = $1 AND night = $2::date', [
      fixtureIds.bagaClassic,
      STAY.checkin,
    ]);
    const quotation = await quote();
    try {
      await setRate(Math.floor((original?.price_minor ?? 0) / 2));
      const fallen = await details();
      const quoted = await details(quotation.quotation_id);
      expect(quoted.classic?.summed_final_price).toBe(fallen.classic?.summed_final_price);
      expect(quoted.classic?.summed_final_price).toBeLessThan(quotation.quoted_price);
    } finally {
      await setRate(original?.price_minor ?? 0);
    }
  });

  it('an expired quotation, or one for other dates, prices nothing, and a booking naming it is refused with nothing written', async () => {
    const quotation = await quote();
    const otherDates = await details(quotation.quotation_id);
    expect(otherDates.hotel.quotation_info).toBeDefined();
    const [before] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM bookings');
    const wrongDates = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': `quotation-dates-${quotation.quotation_id}` },
      payload: bookingBody({ quotation_id: quotation.quotation_id, checkout: '2026-03-15' }),
    });
    expect(wrongDates.statusCode).toBe(409);
    expect(apiErrorSchema.parse(wrongDates.json())).toMatchObject({ code: 'QUOTATION_UNAVAILABLE' });

    // Expired: its 72 hours are over (shortened here to 30 minutes, so that the stay itself is still ahead).
    await database.query(`UPDATE quotations SET expires_at = created_at + interval '30 minutes' WHERE id = $1`, [quotation.quotation_id]);
    clock = new Date(FIXTURE_NOW.getTime() + 3_600_000);
    try {
      expect((await details(quotation.quotation_id)).hotel.quotation_info).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: `/api/pwa/quotations/${quotation.quotation_id}` })).statusCode).toBe(404);
      const expired = await app.inject({
        method: 'POST',
        url: '/api/pwa/createBooking',
        headers: { 'idempotency-key': `quotation-expired-${quotation.quotation_id}` },
        payload: bookingBody({ quotation_id: quotation.quotation_id }),
      });
      expect(expired.statusCode).toBe(409);
    } finally {
      clock = FIXTURE_NOW;
    }
    const [after] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM bookings');
    expect(after?.count).toBe(before?.count);
  });

  it('a sold-out room cannot be quoted', async () => {
    await database.query('UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = $2::date', [fixtureIds.bagaClassic, STAY.checkin]);
    try {
      const agent = await signedIn('agent@example.com');
      const response = await agent.call('POST', '/api/pwa/quotations', { hotel_id: fixtureIds.bagaBeach, room_category_id: fixtureIds.bagaClassic, ...STAY });
      expect(response.statusCode).toBe(409);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'ROOMS_UNAVAILABLE' });
    } finally {
      await database.query('UPDATE room_nights SET sold = 0 WHERE room_category_id = $1 AND night = $2::date', [fixtureIds.bagaClassic, STAY.checkin]);
    }
  });
});
