import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  bookingPaidReplySchema,
  cancellationChargeReplySchema,
  createBookingReplySchema,
  estimateChargeReplySchema,
  paymentRedirectSchema,
  type CreateBookingBody,
  type CreateBookingReply,
} from '@stays/api-client';
import { expireUnpaidHolds, findOutboxMessages } from '@stays/server-booking';
import type { Database } from '@stays/server-db';
import { SANDBOX_MAGIC, signWebhook } from '@stays/server-payments';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { transactionalDatabase } from '@stays/server-core';
import { bookingBody } from '@stays/server-booking/testing';

const HOLD_MINUTES = 15;
let database: Database;
let app: FastifyInstance;
let clock = FIXTURE_NOW;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  // The fixture sells ten nights from 2026-03-10; these tests each book their own later nights of the Classic room.
  await database.query(
    `INSERT INTO room_nights (room_category_id, night, total, sold, price_minor, slasher_price_minor, min_stay)
     SELECT $1, day::date, 5, 0, 400000 + extract(day FROM day)::int * 1000, NULL, 1 FROM generate_series('2026-03-20'::date, '2026-05-10'::date, '1 day') AS day`,
    [fixtureIds.bagaClassic],
  );
  app = buildApiServer({
    database,
    now: () => clock,
    logger: false,
    payments: { holdMinutes: HOLD_MINUTES, holdSweepSeconds: 0, webhookSecret: 'test-webhook-secret' },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let keySequence = 0;
const newKey = () => `pay-key-${(keySequence += 1)}-${Date.now()}`;
const minutesLater = (minutes: number) => new Date(FIXTURE_NOW.getTime() + minutes * 60_000);

/** A booking of Baga Beach's Classic room paid online, for the stay given. */
function onlineBody(checkin: string, checkout: string, extra: Partial<CreateBookingBody> = {}): CreateBookingBody {
  return { ...bookingBody({ payment_mode: 'online', checkin, checkout }), ...extra };
}

async function bookOnline(body: CreateBookingBody, key = newKey()): Promise<CreateBookingReply> {
  const response = await app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { 'idempotency-key': key }, payload: body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return createBookingReplySchema.parse(response.json());
}

/** The guest fills the sandbox's hosted page: answers where the browser is sent. */
async function payOnPage(redirectUrl: string | null, form: Record<string, string>) {
  if (!redirectUrl) throw new Error('no payment page to go to');
  const response = await app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: response.statusCode, location: String(response.headers.location ?? ''), body: response.body };
}

async function bookingPaid(bookingToken: string) {
  const response = await app.inject({ method: 'GET', url: `/api/pwa/booking-paid?bookingToken=${encodeURIComponent(bookingToken)}` });
  expect(response.statusCode, response.body).toBe(200);
  return bookingPaidReplySchema.parse(response.json());
}

async function soldOn(night: string): Promise<number> {
  const [row] = await database.query<{ sold: number }>('SELECT sold FROM room_nights WHERE room_category_id = $1 AND night = $2', [
    fixtureIds.bagaClassic,
    night,
  ]);
  return row?.sold ?? -1;
}

async function ordersOf(bookingId: number) {
  return database.query<{ provider_order_id: string; status: string; amount: number; refunded_amount: number; purpose: string }>(
    'SELECT provider_order_id, status, amount, refunded_amount, purpose FROM payment_orders WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
}

async function sandboxRefunded(orderId: string): Promise<number> {
  const [row] = await database.query<{ refunded_amount: number }>('SELECT refunded_amount FROM sandbox_payment_orders WHERE id = $1', [orderId]);
  return row?.refunded_amount ?? -1;
}

describe('online booking', () => {
  it('holds the rooms, sends the guest to the hosted page with the spec payment modes, and confirms once paid', async () => {
    clock = FIXTURE_NOW;
    const before = await soldOn('2026-03-20');
    const booking = await bookOnline(onlineBody('2026-03-20', '2026-03-22'));
    expect(booking).toMatchObject({
      status_key: 7,
      state: 'requested',
      pay_at_hotel: false,
      get_payment_status_id: 0,
      hold_expires_at: minutesLater(HOLD_MINUTES).toISOString(),
    });
    expect(booking.redirectUrl).toMatch(/^\/api\/pwa\/sandbox-pay\/sbx_order_/);
    expect(await soldOn('2026-03-20')).toBe(before + 1);
    expect(await findOutboxMessages(database, booking.id)).toEqual([]);

    const page = await app.inject({ method: 'GET', url: booking.redirectUrl ?? '' });
    expect(page.statusCode).toBe(200);
    // The API's policy forbids every form; the payment page's forms must post back to this site.
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    for (const title of ['Debit Card', 'Credit Card', 'Netbanking', 'Add a new UPI id', 'Paypal', 'Amazon Pay', 'Gpay', 'Paytm Wallet'])
      expect(page.body).toContain(title);
    expect(page.body).toContain(new Intl.NumberFormat('en', { style: 'currency', currency: 'INR' }).format(booking.payable_amount / 100));

    const paid = await payOnPage(booking.redirectUrl, { mode: 'UPI', upi_id: 'asha@okbank' });
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(
      new RegExp(`^/booking-paid\\?bookingToken=${encodeURIComponent(booking.booking_token).replace(/[.]/g, '\\.')}&order_id=sbx_order_\\w+&status=paid$`),
    );

    const result = await bookingPaid(booking.booking_token);
    expect(result.modal).toBe('paymentSuccess');
    expect(result.payment).toMatchObject({ status: 'paid', amount: booking.payable_amount, mode: 'UPI', purpose: 'booking' });
    expect(result.booking).toMatchObject({
      status_key: 0,
      state: 'confirmed',
      get_payment_status_id: 2,
      get_amount_paid: booking.payable_amount,
      hold_expires_at: null,
      payable: false,
    });
    expect(result.booking.payments).toEqual([expect.objectContaining({ merchant: 'sandbox', mode: 'UPI', amount: booking.payable_amount })]);
    expect(await soldOn('2026-03-20')).toBe(before + 1);
    const outbox = await findOutboxMessages(database, booking.id);
    expect(outbox.map((message) => [message.channel, message.template])).toEqual([
      ['email', 'booking_confirmation'],
      ['sms', 'booking_confirmation'],
    ]);
    expect(outbox[0]?.payload['link']).toBe(`/booking/${booking.invoice_no}?token=${booking.token}`);
  });

  it('books once and opens one payment for a double-submitted online booking', async () => {
    clock = FIXTURE_NOW;
    const key = newKey();
    const body = onlineBody('2026-03-24', '2026-03-25');
    const [first, second] = await Promise.all([bookOnline(body, key), bookOnline(body, key)]);
    expect(second.invoice_no).toBe(first.invoice_no);
    expect(second.redirectUrl).toBe(first.redirectUrl);
    expect(await ordersOf(first.id)).toHaveLength(1);
  });

  it('applies a replayed webhook once (one charge) and refuses a forged one with 401, changing nothing', async () => {
    clock = FIXTURE_NOW;
    const booking = await bookOnline(onlineBody('2026-03-26', '2026-03-27'));
    await payOnPage(booking.redirectUrl, { mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard });
    const [order] = await ordersOf(booking.id);
    if (!order) throw new Error('no order');
    const webhookRows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_events');

    const event = JSON.stringify({
      id: `evt_${order.provider_order_id}_paid`,
      type: 'payment.paid',
      orderId: order.provider_order_id,
      amount: booking.payable_amount,
      currencyCode: 'INR',
      mode: 'CC',
      card: null,
    });
    const replay = await app.inject({
      method: 'POST',
      url: '/api/pwa/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signWebhook(event, 'test-webhook-secret', clock) },
      payload: event,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, applied: false });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/pwa/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signWebhook(event, 'wrong-secret', clock) },
      payload: event,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ statusCode: 401, code: 'WEBHOOK_SIGNATURE_INVALID' });

    const after = await bookingPaid(booking.booking_token);
    expect(after.booking.get_amount_paid).toBe(booking.payable_amount);
    expect(after.booking.payments).toHaveLength(1);
    expect(await database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_events')).toEqual(webhookRows);
  });

  it('releases every night at once when the payment fails; a retry takes them again and confirms', async () => {
    clock = FIXTURE_NOW;
    const before = await soldOn('2026-03-28');
    const booking = await bookOnline(onlineBody('2026-03-28', '2026-03-30'));
    const failed = await payOnPage(booking.redirectUrl, { mode: 'DC', card_number: SANDBOX_MAGIC.declinedCard });
    expect(failed.location).toMatch(/status=failed$/);
    const status = await bookingPaid(booking.booking_token);
    expect(status.modal).toBe('paymentStatus');
    expect(status.payment?.status).toBe('failed');
    expect(status.booking).toMatchObject({ status_key: 7, state: 'requested', hold_expires_at: null, payable: true });
    expect(await soldOn('2026-03-28')).toBe(before);

    const retry = await app.inject({
      method: 'POST',
      url: '/api/pwa/createTransaction',
      payload: { invoice_no: booking.invoice_no, token: booking.token, transaction: { amount: booking.payable_amount } },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const redirect = paymentRedirectSchema.parse(retry.json());
    expect(redirect.redirectUrl).not.toBe(booking.redirectUrl);
    expect(await soldOn('2026-03-28')).toBe(before + 1);
    await payOnPage(redirect.redirectUrl, { mode: 'NB', bank: 'HDFC' });
    expect((await bookingPaid(booking.booking_token)).booking).toMatchObject({
      state: 'confirmed',
      get_payment_status_id: 2,
      get_amount_paid: booking.payable_amount,
    });
    expect(await soldOn('2026-03-28')).toBe(before + 1);
  });

  it('releases the rooms when the bank never answers and the hold expires; the late payment is refunded in full', async () => {
    clock = FIXTURE_NOW;
    const before = await soldOn('2026-04-01');
    const silent = await bookOnline(onlineBody('2026-04-01', '2026-04-02'));
    await payOnPage(silent.redirectUrl, { mode: 'UPI', upi_id: SANDBOX_MAGIC.silentUpi });
    const abandoned = await bookOnline(onlineBody('2026-04-01', '2026-04-02'));
    expect(await soldOn('2026-04-01')).toBe(before + 2);

    const tx = transactionalDatabase(database);
    await expireUnpaidHolds(tx, minutesLater(HOLD_MINUTES - 1), { holdMinutes: HOLD_MINUTES });
    expect(await soldOn('2026-04-01')).toBe(before + 2);
    // Earlier tests of this file left holds of their own (the double submit): they expire too.
    expect(await expireUnpaidHolds(tx, minutesLater(HOLD_MINUTES), { holdMinutes: HOLD_MINUTES })).toBeGreaterThanOrEqual(2);
    expect(await expireUnpaidHolds(tx, minutesLater(HOLD_MINUTES + 1), { holdMinutes: HOLD_MINUTES })).toBe(0);
    expect(await soldOn('2026-04-01')).toBe(before);
    expect((await bookingPaid(silent.booking_token)).booking).toMatchObject({ state: 'cancelled', get_amount_paid: 0 });

    clock = minutesLater(HOLD_MINUTES + 2);
    await payOnPage(abandoned.redirectUrl, { mode: 'GPAY' });
    const late = await bookingPaid(abandoned.booking_token);
    expect(late.modal).toBe('paymentStatus');
    const [order] = await ordersOf(abandoned.id);
    expect(order).toMatchObject({ status: 'paid', amount: abandoned.payable_amount, refunded_amount: abandoned.payable_amount });
    expect(late.booking).toMatchObject({ state: 'cancelled', status_key: 3, get_amount_paid: 0, refunded_amount: abandoned.payable_amount });
    expect(await sandboxRefunded(order?.provider_order_id ?? '')).toBe(order?.amount);
    expect(await soldOn('2026-04-01')).toBe(before);
  });

  it('lets a late payment and the hold expiry race: the booking is either confirmed and kept, or cancelled and refunded', async () => {
    clock = minutesLater(HOLD_MINUTES);
    const before = await soldOn('2026-04-03');
    clock = FIXTURE_NOW;
    const booking = await bookOnline(onlineBody('2026-04-03', '2026-04-04'));
    clock = minutesLater(HOLD_MINUTES);
    await Promise.all([
      expireUnpaidHolds(transactionalDatabase(database), clock, { holdMinutes: HOLD_MINUTES }),
      payOnPage(booking.redirectUrl, { mode: 'PAYPAL' }),
    ]);
    const after = (await bookingPaid(booking.booking_token)).booking;
    const [order] = await ordersOf(booking.id);
    if (after.state === 'confirmed') {
      expect(after.get_amount_paid).toBe(booking.payable_amount);
      expect(order?.refunded_amount).toBe(0);
      expect(await soldOn('2026-04-03')).toBe(before + 1);
    } else {
      expect(after.state).toBe('cancelled');
      expect(order?.refunded_amount).toBe(order?.amount);
      expect(await soldOn('2026-04-03')).toBe(before);
    }
  });

  it('takes a part payment within the amount rules, then the balance, then is paid in full', async () => {
    clock = FIXTURE_NOW;
    const booking = await bookOnline(onlineBody('2026-04-05', '2026-04-06', { payments: { from_payment_method: { amount: 120_000 } } }));
    expect(booking.minimum_prepay_amount).toBe(Math.floor(booking.payable_amount / 4));
    await payOnPage(booking.redirectUrl, { mode: 'AMAZON_PAY' });
    const partial = (await bookingPaid(booking.booking_token)).booking;
    expect(partial).toMatchObject({ state: 'confirmed', get_payment_status_id: 1, get_amount_paid: 120_000, payable: true });

    const tooMuch = await app.inject({
      method: 'POST',
      url: '/api/pwa/createTransaction',
      payload: { invoice_no: booking.invoice_no, token: booking.token, transaction: { amount: booking.payable_amount } },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'PAYMENT_AMOUNT_INVALID' });
    expect(tooMuch.json().message).toMatch(/^Amount can't be greater than ₹ /);
    const balance = await app.inject({
      method: 'POST',
      url: '/api/pwa/createTransaction',
      payload: { invoice_no: booking.invoice_no, user_phone: '9876543210', transaction: { amount: booking.payable_amount - 120_000 } },
    });
    expect(balance.statusCode, balance.body).toBe(200);
    await payOnPage(paymentRedirectSchema.parse(balance.json()).redirectUrl, { mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard });
    expect((await bookingPaid(booking.booking_token)).booking).toMatchObject({
      get_payment_status_id: 2,
      get_amount_paid: booking.payable_amount,
      payable: false,
    });
  });
});

describe('where the payment page sends the guest', () => {
  // Each parses (WHATWG URL, as the browser follows a Location) to another host, or is no path of this site at all.
  const offSite = [
    '/\\evil.example/steal',
    '\\\\evil.example/steal',
    '//evil.example/steal',
    '/\t/evil.example/steal',
    '/\n/evil.example',
    'https://evil.example/steal',
    'javascript:alert(1)',
    '/..//evil.example',
    '/ok\u0000',
  ];

  it.each(offSite.flatMap((target) => [['return_url', target] as const, ['cancel_url', target] as const]))(
    'refuses a booking whose %s is %j with 400, taking no room',
    async (field, target) => {
      clock = FIXTURE_NOW;
      const before = await soldOn('2026-05-10');
      const response = await app.inject({
        method: 'POST',
        url: '/api/pwa/createBooking',
        headers: { 'idempotency-key': newKey() },
        payload: onlineBody('2026-05-10', '2026-05-11', { [field]: target }),
      });
      expect(response.statusCode, response.body).toBe(400);
      // A NUL is refused before the contract reads the field, as text the database cannot store.
      const code = target.includes('\u0000') ? 'INVALID_CHARACTER' : 'VALIDATION_ERROR';
      expect(response.json()).toMatchObject({ statusCode: 400, code, message: expect.stringContaining(field) as unknown });
      expect(await soldOn('2026-05-10')).toBe(before);
    },
  );

  it('refuses an off-site return or cancel address on createTransaction with 400; a path of this site takes the guest back there', async () => {
    clock = FIXTURE_NOW;
    const booking = await bookOnline(
      onlineBody('2026-05-10', '2026-05-11', { return_url: '/booking-paid?from=%5Cpay', cancel_url: '/booking/cancelled%5Cpay' }),
    );
    const page = await app.inject({ method: 'GET', url: booking.redirectUrl ?? '' });
    expect(page.body).toContain('href="/booking/cancelled%5Cpay"');
    await payOnPage(booking.redirectUrl, { mode: 'DC', card_number: SANDBOX_MAGIC.declinedCard });
    for (const field of ['return_url', 'cancel_url']) {
      for (const target of offSite) {
        const retry = await app.inject({
          method: 'POST',
          url: '/api/pwa/createTransaction',
          payload: { invoice_no: booking.invoice_no, token: booking.token, transaction: { amount: booking.payable_amount }, [field]: target },
        });
        expect(retry.statusCode, `${field} ${JSON.stringify(target)}`).toBe(400);
      }
    }
    const retry = await app.inject({
      method: 'POST',
      url: '/api/pwa/createTransaction',
      payload: { invoice_no: booking.invoice_no, token: booking.token, transaction: { amount: booking.payable_amount }, return_url: '/booking-paid' },
    });
    const paid = await payOnPage(paymentRedirectSchema.parse(retry.json()).redirectUrl, { mode: 'UPI', upi_id: 'asha@okbank' });
    expect(paid.location).toMatch(/^\/booking-paid\?bookingToken=[^&]+&order_id=sbx_order_\w+&status=paid$/);
  });
});

describe('cancellation with online payment', () => {
  async function paidBooking(checkin: string, checkout: string) {
    clock = FIXTURE_NOW;
    const booking = await bookOnline(onlineBody(checkin, checkout));
    await payOnPage(booking.redirectUrl, { mode: 'UPI', upi_id: 'asha@okbank' });
    return booking;
  }

  it('is free before 09:00 on the check-in day (hotel time): every night released and the whole payment refunded', async () => {
    const before = await soldOn('2026-04-10');
    const booking = await paidBooking('2026-04-10', '2026-04-12');
    clock = new Date('2026-04-10T03:29:00Z'); // 08:59 in Goa
    const charge = await app.inject({
      method: 'GET',
      url: `/api/pwa/bookingCancellationReasons/${booking.invoice_no}/applicable_cancellation_charge?token=${booking.token}`,
    });
    expect(cancellationChargeReplySchema.parse(charge.json())).toMatchObject({
      cancellable: true,
      cancellation_charge: 0,
      refund_amount: booking.payable_amount,
      free_cancellation_until: '2026-04-10T03:30:00.000Z',
    });
    expect(charge.json().reasons.length).toBeGreaterThan(3);

    const cancel = await app.inject({
      method: 'PATCH',
      url: '/api/pwa/bookingcancellation',
      payload: { booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 1 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ state: 'cancelled', get_payment_status_id: 3, refunded_amount: booking.payable_amount, cancellation_charge: 0 });
    const [order] = await ordersOf(booking.id);
    expect(await sandboxRefunded(order?.provider_order_id ?? '')).toBe(booking.payable_amount);
    expect(await soldOn('2026-04-10')).toBe(before);
    const outbox = await findOutboxMessages(database, booking.id);
    expect(outbox.map((message) => message.template)).toEqual(['booking_confirmation', 'booking_confirmation', 'booking_cancellation', 'booking_cancellation']);
  });

  it('charges the first night from 09:00 on the check-in day and refunds the rest', async () => {
    const booking = await paidBooking('2026-04-13', '2026-04-15');
    clock = new Date('2026-04-13T03:30:00Z');
    const charge = cancellationChargeReplySchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/pwa/bookingCancellationReasons/${booking.invoice_no}/applicable_cancellation_charge?user_phone=9876543210`,
        })
      ).json(),
    );
    expect(charge.free_cancellation_until).toBeNull();
    expect(charge.cancellation_charge).toBeGreaterThan(0);
    expect(charge.refund_amount).toBe(booking.payable_amount - charge.cancellation_charge);
    const cancel = await app.inject({
      method: 'PATCH',
      url: '/api/pwa/bookingcancellation',
      payload: { booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 2 },
    });
    expect(cancel.json()).toMatchObject({ refunded_amount: charge.refund_amount, cancellation_charge: charge.cancellation_charge });
  });
});

describe('date change', () => {
  it('moves a paid booking to other dates in one transaction: new nights taken, old released, the difference refunded', async () => {
    clock = FIXTURE_NOW;
    const booking = await bookOnline(onlineBody('2026-04-20', '2026-04-23'));
    await payOnPage(booking.redirectUrl, { mode: 'UPI', upi_id: 'asha@okbank' });
    const before = { old: await soldOn('2026-04-20'), next: await soldOn('2026-04-25') };

    const estimate = await app.inject({
      method: 'POST',
      url: `/api/pwa/estimateCharge/${booking.invoice_no}/estimate_v2`,
      payload: { checkin: '2026-04-25', checkout: '2026-04-26', token: booking.token },
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    const estimated = estimateChargeReplySchema.parse(estimate.json());
    expect(estimated).toMatchObject({ available: true, old_amount: booking.final_amount, amount_to_pay: 0 });
    expect(estimated.amount_to_refund).toBe(booking.final_amount - estimated.new_amount);
    expect({ old: await soldOn('2026-04-20'), next: await soldOn('2026-04-25') }).toEqual(before);

    const change = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': newKey() },
      payload: {
        ...bookingBody(),
        request_type: 'REBOOKING',
        re_booking: { requestType: 'DATE_CHANGE', old_invoice_no: booking.invoice_no, checkin: '2026-04-25', checkout: '2026-04-26', token: booking.token },
      },
    });
    expect(change.statusCode, change.body).toBe(201);
    const moved = createBookingReplySchema.parse(change.json());
    expect(moved).toMatchObject({
      request_type: 'DATE_CHANGE',
      replaces_invoice_no: booking.invoice_no,
      checkin: '2026-04-25',
      final_amount: estimated.new_amount,
      get_amount_paid: estimated.new_amount,
      get_payment_status_id: 2,
      redirectUrl: null,
    });
    expect({ old: await soldOn('2026-04-20'), next: await soldOn('2026-04-25') }).toEqual({ old: before.old - 1, next: before.next + 1 });
    const old = await app.inject({ method: 'GET', url: `/api/pwa/booking/${booking.invoice_no}?token=${booking.token}` });
    expect(old.json()).toMatchObject({ state: 'cancelled', refunded_amount: estimated.amount_to_refund });
    expect((await findOutboxMessages(database, moved.id)).map((message) => message.template)).toEqual(['booking_modification', 'booking_modification']);
  });

  it('refuses new dates without a free room and keeps the old booking and its nights', async () => {
    clock = FIXTURE_NOW;
    const booking = await bookOnline({ ...bookingBody({ checkin: '2026-04-27', checkout: '2026-04-28' }) });
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-04-29'`, [fixtureIds.bagaClassic]);
    const before = await soldOn('2026-04-27');
    const change = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': newKey() },
      payload: {
        ...bookingBody(),
        request_type: 'REBOOKING',
        re_booking: { requestType: 'DATE_CHANGE', old_invoice_no: booking.invoice_no, checkin: '2026-04-29', checkout: '2026-04-30' },
      },
    });
    expect(change.statusCode).toBe(409);
    expect(await soldOn('2026-04-27')).toBe(before);
    const old = await app.inject({ method: 'GET', url: `/api/pwa/booking/${booking.invoice_no}?token=${booking.token}` });
    expect(old.json()).toMatchObject({ state: 'confirmed' });
  });
});

describe('property change', () => {
  it('replaces the old booking once the new one is confirmed: the old nights released and what was paid for them refunded', async () => {
    clock = FIXTURE_NOW;
    const old = await bookOnline(onlineBody('2026-05-04', '2026-05-05'));
    await payOnPage(old.redirectUrl, { mode: 'UPI', upi_id: 'asha@okbank' });
    const before = await soldOn('2026-05-04');

    const replacement = await bookOnline({
      ...bookingBody({
        payment_mode: 'online',
        hotel_id: 105,
        room_category_id: 1051,
        checkin: '2026-03-15',
        checkout: '2026-03-16',
        old_invoice_no: old.invoice_no,
      }),
      request_type: 'PROPERTY_CHANGE',
    });
    expect(replacement).toMatchObject({ request_type: 'PROPERTY_CHANGE', replaces_invoice_no: old.invoice_no });
    // Until the new booking is paid, the old one stands.
    expect((await bookingPaid(old.booking_token)).booking.state).toBe('confirmed');
    await payOnPage(replacement.redirectUrl, { mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard });
    expect((await bookingPaid(replacement.booking_token)).booking.state).toBe('confirmed');
    const closed = (await bookingPaid(old.booking_token)).booking;
    expect(closed).toMatchObject({ state: 'cancelled', cancellation_reason: 4, refunded_amount: old.payable_amount });
    expect(await soldOn('2026-05-04')).toBe(before - 1);
  });

  it("refuses an old booking that is not this guest's, taking nothing", async () => {
    clock = FIXTURE_NOW;
    const old = await bookOnline(bookingBody({ checkin: '2026-05-06', checkout: '2026-05-07' }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': newKey() },
      payload: bookingBody({ checkin: '2026-05-08', checkout: '2026-05-09', old_invoice_no: old.invoice_no }, { phone: '9123456789' }),
    });
    expect(response.statusCode).toBe(404);
    expect(await soldOn('2026-05-08')).toBe(0);
  });

  it('refuses a request type that contradicts old_invoice_no with 400, taking nothing', async () => {
    clock = FIXTURE_NOW;
    const old = await bookOnline(bookingBody({ checkin: '2026-05-06', checkout: '2026-05-07' }));
    const post = (payload: CreateBookingBody) =>
      app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { 'idempotency-key': newKey() }, payload });
    const withoutOld = await post({ ...bookingBody({ checkin: '2026-05-08', checkout: '2026-05-09' }), request_type: 'PROPERTY_CHANGE' });
    expect(withoutOld.statusCode).toBe(400);
    expect(withoutOld.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    const newWithOld = await post({ ...bookingBody({ checkin: '2026-05-08', checkout: '2026-05-09', old_invoice_no: old.invoice_no }), request_type: 'NEW' });
    expect(newWithOld.statusCode).toBe(400);
    expect(await soldOn('2026-05-08')).toBe(0);
  });
});

describe('save card and my bookings', () => {
  it('saves a card through a card check and sends the guest to /save-card/verified; removecard removes it', async () => {
    clock = FIXTURE_NOW;
    const booking = await bookOnline(bookingBody({ checkin: '2026-05-02', checkout: '2026-05-03' }));
    const start = await app.inject({
      method: 'POST',
      url: `/api/pwa/booking/${booking.invoice_no}/save-card`,
      payload: { invoice_no: booking.invoice_no, user_phone: '9876543210', amount: 0 },
    });
    expect(start.statusCode, start.body).toBe(200);
    const back = await payOnPage(paymentRedirectSchema.parse(start.json()).redirectUrl, { mode: 'DC', card_number: '5555 5555 5555 4444' });
    expect(back.location).toMatch(/^\/api\/pwa\/save-card\/return\?bookingToken=/);
    const result = await app.inject({ method: 'GET', url: back.location });
    expect(result.statusCode).toBe(303);
    expect(result.headers.location).toBe(`/save-card/verified?booking_id=${booking.invoice_no}`);
    const saved = await app.inject({ method: 'GET', url: `/api/pwa/booking/${booking.invoice_no}?token=${booking.token}` });
    const cards = saved.json().saved_cards as { id: number; network: string; last4: string }[];
    expect(cards).toEqual([expect.objectContaining({ network: 'Mastercard', last4: '4444' })]);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/pwa/removecard',
      payload: { invoice_no: booking.invoice_no, token: booking.token, card_id: cards[0]?.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/pwa/booking/${booking.invoice_no}?token=${booking.token}` })).json().saved_cards).toEqual([]);
  });

  it('answers 401 for my bookings without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pwa/bookings' });
    expect(response.statusCode).toBe(401);
  });
});
