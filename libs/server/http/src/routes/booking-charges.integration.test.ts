import { beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  couponDiscountReplySchema,
  couponQuoteSchema,
  createBookingReplySchema,
  extraAmountReplySchema,
  fraudVerdictSchema,
  type CreateBookingBody,
  type CreateBookingReply,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { bookingBody } from '@stays/server-booking/testing';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { couponFixtureCodes, insertCouponFixture } from '@stays/server-offers/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

// POST validateCouponDiscount, fraudDetection and extraAmount (guest-journey §7, accounts-commerce §7).
const accounts = readAccountsConfig({});
const api = apiOnFixture({ accounts, payments: { holdSweepSeconds: 0, webhookSecret: 'test-webhook-secret' } }, seed);
let signedIn: Record<string, string>;
let userId = 0;

async function seed(database: Database): Promise<void> {
  await insertCouponFixture(database);
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', '9876543210', 'Asha') RETURNING id`);
  userId = user?.id ?? 0;
}

beforeAll(async () => {
  const session = await startSession(api.database, { userId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  signedIn = { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) };
});

let keys = 0;
const newKey = () => `charge-key-${(keys += 1)}-${Date.now()}`;

async function book(body: CreateBookingBody): Promise<CreateBookingReply> {
  const response = await api.app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { 'idempotency-key': newKey() }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return createBookingReplySchema.parse(response.json());
}

async function payOnPage(redirectUrl: string | null) {
  if (!redirectUrl) throw new Error('no payment page to go to');
  const paid = await api.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ mode: 'UPI', upi_id: 'asha@okbank' }).toString(),
  });
  expect(paid.statusCode, paid.body).toBeLessThan(400);
}

async function bookingRow(invoiceNo: string) {
  const [row] = await api.database.query<{ final_amount: number; payable_amount: number; amount_paid: number; no_of_guest: number; payment_status_id: number }>(
    'SELECT final_amount, payable_amount, amount_paid, no_of_guest, payment_status_id FROM bookings WHERE invoice_no = $1',
    [invoiceNo],
  );
  return row;
}

async function countOf(table: 'payment_orders' | 'booking_extra_charges' | 'fraud_verdicts'): Promise<number> {
  const [row] = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? -1;
}

function expectError(response: { statusCode: number; json(): unknown }, statusCode: number, code: string) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toMatchObject({ statusCode, code, message: expect.any(String) });
}

describe('POST validateCouponDiscount', () => {
  const stay = {
    hotel_id: fixtureIds.bagaBeach,
    room_category_id: fixtureIds.bagaClassic,
    checkin: '2026-03-12',
    checkout: '2026-03-14',
    rooms_config: '1,2,0,0,0',
  };
  const send = (payload: object, headers: Record<string, string>) =>
    api.app.inject({ method: 'POST', url: '/api/pwa/validateCouponDiscount', headers, payload });

  it('gives the discount validatecoupon quotes, as an amount and a percent, with the totals before and after', async () => {
    const quote = couponQuoteSchema.parse(
      (
        await api.app.inject({ method: 'POST', url: '/api/pwa/validatecoupon', headers: signedIn, payload: { code: couponFixtureCodes.welcome, ...stay } })
      ).json(),
    );
    const response = await send({ code: couponFixtureCodes.welcome.toLowerCase(), ...stay }, signedIn);
    expect(response.statusCode, response.body).toBe(200);
    const discount = couponDiscountReplySchema.parse(response.json());
    expect(discount).toEqual({
      code: couponFixtureCodes.welcome,
      discount_type: 'percentage',
      discount_value: 10,
      currency_code: 'INR',
      currency_symbol: '₹',
      discount_amount: quote.discount_amount,
      discount_percentage: 10,
      tax_saving: quote.total_before_coupon - quote.price_before_coupon - quote.taxes_after_coupon,
      total_before_discount: quote.total_before_coupon,
      total_after_discount: quote.total_after_coupon,
    });
    expect(discount.discount_amount).toBeGreaterThan(0);
  });

  it('answers 4xx with the reason for a bad code, no code, or no session', async () => {
    expectError(await send({ code: 'NOSUCHCODE', ...stay }, signedIn), 422, 'COUPON_INVALID');
    expectError(await send({ code: couponFixtureCodes.expired, ...stay }, signedIn), 422, 'COUPON_EXPIRED');
    expectError(await send(stay, signedIn), 400, 'VALIDATION_ERROR');
    expectError(await send({ code: couponFixtureCodes.welcome, ...stay }, {}), 401, 'UNAUTHORIZED');
  });
});

describe('POST fraudDetection', () => {
  const check = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/pwa/fraudDetection', remoteAddress: '203.0.113.7', payload: { country_code: '+91', ...payload } });

  it('allows a first attempt, sends a device trying a fourth phone to review, blocks it with a foreign card on another guest’s booking; every verdict is kept', async () => {
    const before = await countOf('fraud_verdicts');
    const first = await check({ phone: '9700000001', device_id: 'device-fp-0001' });
    expect(first.statusCode, first.body).toBe(201);
    expect(fraudVerdictSchema.parse(first.json())).toMatchObject({ verdict: 'allow', score: 0, signals: [] });

    for (const phone of ['9700000002', '9700000003']) {
      expect(fraudVerdictSchema.parse((await check({ phone, device_id: 'device-fp-0001' })).json()).verdict).toBe('allow');
    }
    const fourth = fraudVerdictSchema.parse((await check({ phone: '9700000004', device_id: 'device-fp-0001' })).json());
    expect(fourth).toMatchObject({ verdict: 'review', score: 40, signals: [{ code: 'DEVICE_PHONES_24H', value: 4, limit: 3, points: 40 }] });

    const booking = await book(bookingBody({ checkin: '2026-03-18', checkout: '2026-03-19' }));
    const blocked = fraudVerdictSchema.parse(
      (await check({ phone: '9700000005', device_id: 'device-fp-0001', billing_country: 'NL', invoice_no: booking.invoice_no })).json(),
    );
    expect(blocked.verdict).toBe('block');
    expect(blocked.signals.map((signal) => signal.code)).toEqual(['DEVICE_PHONES_24H', 'BILLING_COUNTRY_MISMATCH', 'BOOKING_PHONE_MISMATCH']);
    expect(blocked.score).toBe(90);

    // The booking's own guest, on a fresh device, with an Indian card: allowed.
    const own = fraudVerdictSchema.parse(
      (await check({ phone: '9876543210', device_id: 'device-fp-0002', billing_country: 'in', invoice_no: booking.invoice_no })).json(),
    );
    expect(own).toMatchObject({ verdict: 'allow', signals: [] });

    expect(await countOf('fraud_verdicts')).toBe(before + 6);
    const [stored] = await api.database.query<{ verdict: string; score: number }>('SELECT verdict, score FROM fraud_verdicts WHERE id = $1', [blocked.id]);
    expect(stored).toEqual({ verdict: 'block', score: 90 });
  });

  it("limits naming a booking with phones that are not its guest's, as the booking lookup is: no phone oracle", async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-18', checkout: '2026-03-19' }));
    const guess = (phone: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/pwa/fraudDetection',
        remoteAddress: '198.51.100.9',
        payload: { country_code: '+91', phone, device_id: 'device-fp-guesser', invoice_no: booking.invoice_no },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25 && !statuses.includes(429); attempt += 1)
      statuses.push((await guess(`96000000${String(attempt).padStart(2, '0')}`)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(20);
  });

  it('refuses bad input with 400 and keeps no verdict', async () => {
    const before = await countOf('fraud_verdicts');
    expectError(await check({ phone: '9700000001', device_id: 'short' }), 400, 'VALIDATION_ERROR');
    expectError(await check({ phone: '9700000001', device_id: 'device-fp-0003', billing_country: 'IND' }), 400, 'VALIDATION_ERROR');
    expectError(await check({ device_id: 'device-fp-0003' }), 400, 'VALIDATION_ERROR');
    expect(await countOf('fraud_verdicts')).toBe(before);
  });
});

describe('POST extraAmount', () => {
  const charge = (payload: object, key: string | null = newKey()) =>
    api.app.inject({ method: 'POST', url: '/api/pwa/extraAmount', headers: key ? { 'idempotency-key': key } : {}, payload });

  it("charges an added guest at the room's extra-guest tariff per night through the provider's page, once per key", async () => {
    const booking = await book(bookingBody({ room_category_id: fixtureIds.bagaSuite, checkin: '2026-03-15', checkout: '2026-03-17', payment_mode: 'online' }));
    await payOnPage(booking.redirectUrl);
    const paid = await bookingRow(booking.invoice_no);
    expect(paid).toMatchObject({ amount_paid: booking.payable_amount, payment_status_id: 2, no_of_guest: 2 });

    const key = newKey();
    const body = { invoice_no: booking.invoice_no, token: booking.token, reason: 'extra_guest', extra_adults: 1, extra_children: 0 };
    const response = await charge(body, key);
    expect(response.statusCode, response.body).toBe(201);
    const reply = extraAmountReplySchema.parse(response.json());
    // The Suite's extra-guest tariff is ₹1,000 a night: two nights.
    expect(reply).toMatchObject({ invoice_no: booking.invoice_no, extra_amount: 200_000, final_amount: booking.final_amount + 200_000, no_of_guest: 3 });
    expect(await bookingRow(booking.invoice_no)).toMatchObject({ payable_amount: booking.payable_amount + 200_000, payment_status_id: 1, no_of_guest: 3 });

    const again = await charge(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(extraAmountReplySchema.parse(again.json()).order_id).toBe(reply.order_id);
    const [recorded] = await api.database.query<{ n: number; amount: number }>(
      'SELECT count(*)::int AS n, max(amount) AS amount FROM booking_extra_charges c JOIN bookings b ON b.id = c.booking_id WHERE b.invoice_no = $1',
      [booking.invoice_no],
    );
    expect(recorded).toEqual({ n: 1, amount: 200_000 });

    await payOnPage(reply.redirectUrl);
    expect(await bookingRow(booking.invoice_no)).toMatchObject({ amount_paid: booking.payable_amount + 200_000, payment_status_id: 2 });
  });

  it('opens a new order for a second charge of the same amount after the first was paid', async () => {
    const booking = await book(
      bookingBody({ room_category_id: fixtureIds.bagaSuite, checkin: '2026-03-17', checkout: '2026-03-18', rooms_config: '2,1,0,0,0,1,0,0,0' }),
    );
    const body = { invoice_no: booking.invoice_no, token: booking.token, reason: 'extra_guest', extra_adults: 1, extra_children: 0 };
    const first = extraAmountReplySchema.parse((await charge(body)).json());
    await payOnPage(first.redirectUrl);
    const secondResponse = await charge(body);
    expect(secondResponse.statusCode, secondResponse.body).toBe(201);
    const second = extraAmountReplySchema.parse(secondResponse.json());
    expect(second).toMatchObject({ extra_amount: first.extra_amount, no_of_guest: 4 });
    expect(second.order_id).not.toBe(first.order_id);
    await payOnPage(second.redirectUrl);
    expect(await bookingRow(booking.invoice_no)).toMatchObject({ amount_paid: 2 * first.extra_amount, payment_status_id: 1 });
  });

  it('refuses guests the room cannot take, bad input, a missing key or a wrong token, and writes nothing', async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-12', checkout: '2026-03-13' }));
    const before = { row: await bookingRow(booking.invoice_no), orders: await countOf('payment_orders'), charges: await countOf('booking_extra_charges') };
    const body = { invoice_no: booking.invoice_no, token: booking.token, reason: 'extra_guest', extra_adults: 1, extra_children: 0 };

    expectError(await charge(body), 409, 'GUESTS_EXCEED_OCCUPANCY');
    expectError(await charge({ ...body, extra_adults: 0 }), 400, 'VALIDATION_ERROR');
    expectError(await charge({ ...body, extra_adults: -1 }), 400, 'VALIDATION_ERROR');
    expectError(await charge({ ...body, reason: 'minibar' }), 400, 'VALIDATION_ERROR');
    expectError(await charge(body, null), 400, 'VALIDATION_ERROR');
    expectError(await charge({ ...body, token: 'forged' }), 404, 'BOOKING_NOT_FOUND');

    expect(await bookingRow(booking.invoice_no)).toEqual(before.row);
    expect(await countOf('payment_orders')).toBe(before.orders);
    expect(await countOf('booking_extra_charges')).toBe(before.charges);
  });
});
