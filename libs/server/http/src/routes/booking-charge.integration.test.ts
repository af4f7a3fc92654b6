import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  apiErrorSchema,
  couponQuoteSchema,
  createBookingReplySchema,
  hotelDetailsSchema,
  type CreateBookingBody,
  type RoomCategory,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { bookingBody, openSameDatabasePool } from '@stays/server-booking/testing';
import { couponFixtureCodes, insertCouponFixture } from '@stays/server-offers/testing';

// The booking charges what the hotel page showed: the hotel-details call and createBooking for the same stay agree,
// with the tax on top in India and inside the price in the Netherlands, with and without a coupon.
const accounts = readAccountsConfig({});
let database: Database;
let secondPool: Database | null;
/** One API on PGlite; on PostgreSQL two, each with its own pool, standing for two processes. */
let apps: FastifyInstance[];
let guestId = 0;
let signedIn: Record<string, string>;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  await insertCouponFixture(database);
  secondPool = await openSameDatabasePool(database);
  apps = [database, ...(secondPool ? [secondPool] : [])].map((pool) =>
    buildApiServer({ database: pool, now: () => FIXTURE_NOW, logger: false, accounts, payments: { holdSweepSeconds: 0 } }),
  );
  await Promise.all(apps.map((app) => app.ready()));
  signedIn = await signIn('9876500001');
});
afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
  await secondPool?.close();
  await database?.close();
});

const api = (index = 0) => apps[index % apps.length] as FastifyInstance;

async function signIn(phone: string): Promise<Record<string, string>> {
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, 'Asha') RETURNING id`, [phone]);
  guestId = user?.id ?? 0;
  const session = await startSession(database, { userId: guestId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) };
}

interface Stay {
  hotel_id: number;
  room_category_id: number;
  checkin: string;
  checkout: string;
  rooms_config: string;
}

const baga: Stay = {
  hotel_id: fixtureIds.bagaBeach,
  room_category_id: fixtureIds.bagaClassic,
  checkin: '2026-03-12',
  checkout: '2026-03-14',
  rooms_config: '1,2,0,0,0',
};
const canal: Stay = { hotel_id: fixtureIds.canalHouse, room_category_id: 1041, checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '1,2,0,0,0' };

/** The room category as the hotel page's details call prices it for the stay. */
async function hotelPagePrice(stay: Stay): Promise<RoomCategory> {
  const query = `available_room_count[checkin]=${stay.checkin}&available_room_count[checkout]=${stay.checkout}&rooms_config=${stay.rooms_config}&selected_rcid=${stay.room_category_id}`;
  const response = await api().inject({ method: 'GET', url: `/api/pwa/hotels/${stay.hotel_id}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const category = hotelDetailsSchema.parse(response.json()).room_categories_with_data.find((candidate) => candidate.id === stay.room_category_id);
  if (!category) throw new Error(`the hotel page has no category ${stay.room_category_id}`);
  return category;
}

let keys = 0;
async function book(
  stay: Stay,
  extra: Partial<CreateBookingBody['booking']> = {},
  headers: Record<string, string> = {},
  instance = 0,
  payments?: CreateBookingBody['payments'],
) {
  keys += 1;
  return api(instance).inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { ...headers, 'idempotency-key': `charge-test-${keys}` },
    payload: { ...bookingBody({ ...stay, ...extra }), ...(payments ? { payments } : {}) },
  });
}

describe('the booking charges what the hotel page showed', () => {
  it.each([
    ['Nivaas in India: the price before tax, and the tax on top', baga, 'exclusive', 805_000, 901_600],
    ['Dunelight in the Netherlands: the price with the tax inside', canal, 'inclusive', 42_000, 42_000],
  ] as const)('%s', async (_case, stay, clusivity, shownPrice, total) => {
    const shown = await hotelPagePrice(stay);
    expect(shown).toMatchObject({ tax_clusivity: clusivity, summed_final_price: shownPrice });
    expect(shown.tax_info.final_price_with_tax).toBe(total);

    const response = await book(stay);
    expect(response.statusCode, response.body).toBe(201);
    const booking = createBookingReplySchema.parse(response.json());
    expect(booking).toMatchObject({ total_amount: shown.summed_final_price, discount: 0, final_amount: total, payable_amount: total });
    const taxes = booking.bills_hash.find((bill) => bill.bill_type === 'taxes');
    expect(taxes?.amount ?? 0).toBe(clusivity === 'exclusive' ? shown.tax_info.total_tax : 0);
  });

  it.each([
    // 10 % of 805 000 paise; tax 12 % of the 724 500 left.
    ['India, WELCOME10: the coupon off the price, the tax on what is left', baga, couponFixtureCodes.welcome, 80_500, 811_400],
    // 15 % of 42 000 cents (the home is taken on the 12th–14th by the test above: the 14th–16th costs the same).
    [
      'the Netherlands, DUNES15: the coupon off the price that holds the tax',
      { ...canal, checkin: '2026-03-14', checkout: '2026-03-16' },
      couponFixtureCodes.dunelight,
      6_300,
      35_700,
    ],
  ] as const)('with a coupon — %s', async (_case, stay, code, discount, total) => {
    const page = await api().inject({ method: 'POST', url: '/api/pwa/validatecoupon', headers: signedIn, payload: { code, ...stay } });
    expect(page.statusCode, page.body).toBe(200);
    const quote = couponQuoteSchema.parse(page.json());
    const shown = await hotelPagePrice(stay);
    expect(quote).toMatchObject({
      price_before_coupon: shown.summed_final_price,
      total_before_coupon: shown.tax_info.final_price_with_tax,
      discount_amount: discount,
      total_after_coupon: total,
    });

    const response = await book(stay, { coupon_code: code.toLowerCase() }, signedIn);
    expect(response.statusCode, response.body).toBe(201);
    const booking = createBookingReplySchema.parse(response.json());
    expect(booking).toMatchObject({ coupon_code: code, discount, final_amount: quote.total_after_coupon, payable_amount: quote.total_after_coupon });
    expect(booking.payment_details).toEqual([{ type: 'coupon', amount: discount }]);
  });

  it('takes a part payment of at least 25 % of that charge online, and refuses less with the spec’s message', async () => {
    const stay = { ...baga, checkin: '2026-03-15', checkout: '2026-03-16' };
    const total = (await hotelPagePrice(stay)).tax_info.final_price_with_tax;
    const minimum = Math.floor(total / 4);
    const tooLittle = await book(stay, { payment_mode: 'online' }, {}, 0, { from_payment_method: { amount: minimum - 100 } });
    expect(tooLittle.statusCode, tooLittle.body).toBe(422);
    expect(apiErrorSchema.parse(tooLittle.json())).toMatchObject({ code: 'PAYMENT_AMOUNT_INVALID' });
    expect(apiErrorSchema.parse(tooLittle.json()).message).toMatch(/^Minimum amount to be paid is greater than ₹ /);
    const part = await book(stay, { payment_mode: 'online' }, {}, 0, { from_payment_method: { amount: minimum } });
    expect(part.statusCode, part.body).toBe(201);
    expect(createBookingReplySchema.parse(part.json())).toMatchObject({ final_amount: total, payable_amount: total, minimum_prepay_amount: minimum });
    expect(createBookingReplySchema.parse(part.json()).redirectUrl).toBeTruthy();
  });
});

describe('a once-only coupon under concurrent bookings', () => {
  it('is charged to one booking only: the other is refused with the limit message and books nothing', async () => {
    const headers = await signIn('9876500002');
    const stays: Stay[] = [
      { ...baga, checkin: '2026-03-16', checkout: '2026-03-17' },
      { ...baga, room_category_id: fixtureIds.bagaSuite, checkin: '2026-03-16', checkout: '2026-03-17' },
    ];
    const responses = await Promise.all(stays.map((stay, index) => book(stay, { coupon_code: couponFixtureCodes.welcome }, headers, index)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([201, 422]);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(apiErrorSchema.parse(refused?.json())).toMatchObject({ code: 'COUPON_LIMIT_REACHED', message: 'You have already used this coupon.' });
    const [uses] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id WHERE c.code = $1 AND r.user_id = $2`,
      [couponFixtureCodes.welcome, guestId],
    );
    expect(uses?.n).toBe(1);
    const [bookings] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE user_id = $1`, [guestId]);
    expect(bookings?.n).toBe(1);
  });
});
