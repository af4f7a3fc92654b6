import { describe, expect, it } from 'vitest';
import {
  createBookingReplySchema,
  payAtHotelReplySchema,
  paymentOptionsSchema,
  paymentRedirectSchema,
  type CreateBookingBody,
  type CreateBookingReply,
} from '@stays/api-client';
import { findOutboxMessages } from '@stays/server-booking';
import { bookingBody } from '@stays/server-booking/testing';
import { fixtureIds } from '@stays/server-catalogue/testing';
import { SANDBOX_MAGIC } from '@stays/server-payments';
import { apiOnFixture } from '../testing/api-on-fixture';

// payment/modes, createOrder (the prepaid booking payment by bookingToken) and payAtHotel, on one API and database.
// Rooms enough for every booking of the file (four rooms in one).
const api = apiOnFixture({ payments: { holdMinutes: 15, holdSweepSeconds: 0 } }, async (database) => {
  await database.query('UPDATE room_nights SET total = total + 20');
});

let keys = 0;
async function book(overrides: Partial<Parameters<typeof bookingBody>[0]> = {}): Promise<CreateBookingReply> {
  keys += 1;
  // Each booking its own guest and address: the limit of unpaid holds per guest is not what these tests are about.
  const guest = { phone: `98111${String(keys).padStart(5, '0')}` };
  const body: CreateBookingBody = bookingBody({ payment_mode: 'online', checkin: '2026-03-12', checkout: '2026-03-13', ...overrides }, guest);
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { 'idempotency-key': `payment-options-${keys}` },
    payload: body,
    remoteAddress: `10.2.0.${keys}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return createBookingReplySchema.parse(response.json());
}

async function post(url: string, payload: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url, payload });
}

async function options(query: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/pwa/payment/modes?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return paymentOptionsSchema.parse(response.json());
}

async function soldOn(night: string): Promise<number> {
  const [row] = await api.database.query<{ sold: number }>('SELECT sold FROM room_nights WHERE room_category_id = $1 AND night = $2', [
    fixtureIds.bagaClassic,
    night,
  ]);
  return row?.sold ?? -1;
}

/** The guest pays (or fails to pay) on the sandbox's hosted page. */
async function payOnPage(redirectUrl: string, upiId: string) {
  const response = await api.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ mode: 'UPI', upi_id: upiId }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
}

describe('GET payment/modes', () => {
  it('offers a hotel stay at the property up to three rooms, and online with the provider modes (no ITZ Cash with a coupon)', async () => {
    const one = await options(`hotel_id=${fixtureIds.bagaBeach}&rooms=1`);
    expect(one.pay_at_hotel).toEqual({ available: true, reason: null, max_rooms: 3 });
    expect(one.online.available).toBe(true);
    expect(one.online.modes).toContainEqual({ mode: 'UPI', title: 'Add a new UPI id' });
    expect(one.online.modes.map((mode) => mode.mode)).toContain('ITZ_CASH');
    expect(one).toMatchObject({ currency_code: 'INR', amount_due: null });
    const four = await options(`hotel_id=${fixtureIds.bagaBeach}&rooms=4&coupon_code=WELCOME10`);
    expect(four.pay_at_hotel).toEqual({ available: false, reason: 'too_many_rooms', max_rooms: 3 });
    expect(four.online.modes.map((mode) => mode.mode)).not.toContain('ITZ_CASH');
  });

  it("answers a booking's options to its guest only, with what is due", async () => {
    const booking = await book();
    const mine = await options(`booking_id=${booking.invoice_no}&token=${booking.token}`);
    expect(mine).toMatchObject({ pay_at_hotel: { available: true }, amount_due: booking.payable_amount, minimum_prepay_amount: booking.minimum_prepay_amount });
    const stranger = await api.app.inject({ method: 'GET', url: `/api/pwa/payment/modes?booking_id=${booking.invoice_no}&user_phone=9000000000` });
    expect(stranger.statusCode).toBe(404);
    const both = await api.app.inject({ method: 'GET', url: `/api/pwa/payment/modes?booking_id=${booking.invoice_no}&hotel_id=${fixtureIds.bagaBeach}` });
    expect(both.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });
});

describe('POST createOrder', () => {
  it('starts a payment of everything due for the booking its bookingToken names, and confirms it once paid', async () => {
    const booking = await book();
    await payOnPage(booking.redirectUrl ?? '', SANDBOX_MAGIC.declinedUpi);
    const order = await post('/api/pwa/createOrder', { bookingToken: booking.booking_token, ovh_domain: 'localhost' });
    expect(order.statusCode, order.body).toBe(200);
    const redirect = paymentRedirectSchema.parse(order.json());
    expect(redirect.amount).toBe(booking.payable_amount);
    await payOnPage(redirect.redirectUrl, 'asha@okbank');
    expect(await options(`booking_id=${booking.invoice_no}&token=${booking.token}`)).toMatchObject({ amount_due: 0, pay_at_hotel: { reason: 'already_paid' } });
  });

  it('refuses a forged bookingToken and an amount under the minimum', async () => {
    const booking = await book();
    expect((await post('/api/pwa/createOrder', { bookingToken: `${booking.invoice_no}.forged` })).json()).toMatchObject({ statusCode: 404 });
    expect((await post('/api/pwa/createOrder', { bookingToken: booking.booking_token, amount: 1 })).json()).toMatchObject({
      statusCode: 422,
      code: 'PAYMENT_AMOUNT_INVALID',
    });
  });
});

describe('POST payAtHotel', () => {
  it('confirms an unpaid online booking as paid at the property: rooms kept, open orders ended, the guest told', async () => {
    const sold = await soldOn('2026-03-12');
    const booking = await book();
    expect(await soldOn('2026-03-12')).toBe(sold + 1);
    const response = await post('/api/pwa/payAtHotel', { invoice_no: booking.invoice_no, token: booking.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(payAtHotelReplySchema.parse(response.json()).booking).toMatchObject({
      state: 'confirmed',
      status_key: 0,
      pay_at_hotel: true,
      hold_expires_at: null,
    });
    expect(await soldOn('2026-03-12')).toBe(sold + 1);
    const [order] = await api.database.query<{ status: string }>('SELECT status FROM payment_orders WHERE booking_id = $1', [booking.id]);
    expect(order?.status).toBe('expired');
    expect((await findOutboxMessages(api.database, booking.id)).map((message) => message.template)).toContain('booking_confirmation');

    const again = await post('/api/pwa/payAtHotel', { invoice_no: booking.invoice_no, token: booking.token });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'BOOKING_NOT_SWITCHABLE' });
  });

  it('takes the nights again after a failed payment released them, and refuses four rooms, a paid booking and a wrong phone', async () => {
    const sold = await soldOn('2026-03-12');
    const failed = await book();
    await payOnPage(failed.redirectUrl ?? '', SANDBOX_MAGIC.declinedUpi);
    expect(await soldOn('2026-03-12')).toBe(sold);
    expect((await post('/api/pwa/payAtHotel', { invoice_no: failed.invoice_no, token: failed.token })).statusCode).toBe(200);
    expect(await soldOn('2026-03-12')).toBe(sold + 1);

    const fourRooms = await book({ rooms_config: '4,2,0,0,0,2,0,0,0,2,0,0,0,2,0,0,0' });
    expect((await post('/api/pwa/payAtHotel', { invoice_no: fourRooms.invoice_no, token: fourRooms.token })).json()).toMatchObject({
      statusCode: 422,
      code: 'PAY_AT_HOTEL_NOT_ALLOWED',
    });
    const paid = await book();
    await payOnPage(paid.redirectUrl ?? '', 'asha@okbank');
    expect((await post('/api/pwa/payAtHotel', { invoice_no: paid.invoice_no, token: paid.token })).json()).toMatchObject({ statusCode: 409 });
    expect((await post('/api/pwa/payAtHotel', { invoice_no: paid.invoice_no, user_phone: '9000000000' })).statusCode).toBe(404);
  });
});
