import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bookingPaidReplySchema, createBookingReplySchema, type CreateBookingReply } from '@stays/api-client';
import { expireUnpaidHolds, payPendingRefunds } from '@stays/server-booking';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import type { Database } from '@stays/server-db';
import { SANDBOX_MAGIC, SandboxPaymentProvider } from '@stays/server-payments';
import { buildApiServer } from '../build-api-server';
import { FaultyPaymentProvider } from '../testing/faulty-payment-provider';
import { transactionalDatabase } from '@stays/server-core';
import { bookingBody } from '@stays/server-booking/testing';

// The payment provider slow, failing or replaying: no double charge, no lost or half-written booking.
const HOLD_MINUTES = 15;
const PROVIDER_TIMEOUT_MS = 1_000;
let database: Database;
let app: FastifyInstance;
let sandbox: SandboxPaymentProvider;
let provider: FaultyPaymentProvider;
let clock = FIXTURE_NOW;
/** The sandbox's webhook deliveries are lost while this is set (a provider whose webhook has not come yet). */
let webhooksLost = false;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  await database.query(
    `INSERT INTO room_nights (room_category_id, night, total, sold, price_minor, slasher_price_minor, min_stay)
     SELECT $1, day::date, 5, 0, 400000, NULL, 1 FROM generate_series('2026-03-20'::date, '2026-04-30'::date, '1 day') AS day`,
    [fixtureIds.bagaClassic],
  );
  sandbox = new SandboxPaymentProvider({
    database,
    webhookSecret: 'faults-webhook-secret',
    webhookUrl: '/api/pwa/payments/webhook/sandbox',
    deliver: async (url, rawBody, headers) => {
      if (webhooksLost) throw new Error('the webhook request was lost');
      return (await app.inject({ method: 'POST', url, payload: rawBody, headers })).statusCode;
    },
  });
  provider = new FaultyPaymentProvider(sandbox);
  app = buildApiServer({
    database,
    now: () => clock,
    logger: false,
    payments: { provider, holdMinutes: HOLD_MINUTES, holdSweepSeconds: 0, providerTimeoutMs: PROVIDER_TIMEOUT_MS },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  provider.heal();
  webhooksLost = false;
  clock = FIXTURE_NOW;
});

let keySequence = 0;
const newKey = () => `fault-key-${(keySequence += 1)}`;
const minutesLater = (minutes: number) => new Date(FIXTURE_NOW.getTime() + minutes * 60_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bookOnline(checkin: string, checkout: string, key: string) {
  return app.inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { 'idempotency-key': key },
    payload: bookingBody({ payment_mode: 'online', checkin, checkout }),
  });
}

async function booked(checkin: string, checkout: string, key = newKey()): Promise<CreateBookingReply> {
  const response = await bookOnline(checkin, checkout, key);
  expect(response.statusCode, response.body).toBe(201);
  return createBookingReplySchema.parse(response.json());
}

const orderIdOf = (booking: CreateBookingReply) => (booking.redirectUrl ?? '').split('/').at(-1) ?? '';

async function soldOn(night: string): Promise<number> {
  const [row] = await database.query<{ sold: number }>('SELECT sold FROM room_nights WHERE room_category_id = $1 AND night = $2', [
    fixtureIds.bagaClassic,
    night,
  ]);
  return row?.sold ?? -1;
}

/** Everything money-related about the bookings of a check-in day, to compare with what the guest was told. */
async function ledgerOf(checkin: string) {
  const bookings = await database.query<{ id: number; state: string; amount_paid: number; payable_amount: number; refunded_amount: number }>(
    'SELECT id, state, amount_paid, payable_amount, refunded_amount FROM bookings WHERE checkin = $1 AND room_category_id = $2 ORDER BY id',
    [checkin, fixtureIds.bagaClassic],
  );
  const ids = bookings.map((booking) => booking.id);
  const orders = await database.query<{ provider_order_id: string; status: string; amount: number; refunded_amount: number }>(
    'SELECT provider_order_id, status, amount, refunded_amount FROM payment_orders WHERE booking_id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  const [refunds] = await database.query<{ n: number; total: number }>(
    'SELECT count(*)::int AS n, coalesce(sum(r.amount), 0)::int AS total FROM payment_refunds r JOIN payment_orders o ON o.id = r.payment_order_id WHERE o.booking_id = ANY($1::int[])',
    [ids],
  );
  const [messages] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox_messages WHERE booking_id = ANY($1::int[]) AND template = 'booking_confirmation'`,
    [ids],
  );
  const orderIds = orders.map((order) => order.provider_order_id);
  const sandboxOrders = await database.query<{ status: string; amount: number; refunded_amount: number }>(
    'SELECT status, amount, refunded_amount FROM sandbox_payment_orders WHERE id = ANY($1::text[]) ORDER BY created_at',
    [orderIds],
  );
  return { bookings, orders, refunds, confirmations: messages?.n ?? 0, sandboxOrders };
}

describe('the provider failing or slow when the order is opened', () => {
  it('down (a network error): 503 PAYMENT_PROVIDER_UNAVAILABLE, the booking kept and held; the same request again opens one order and pays once', async () => {
    const before = await soldOn('2026-03-20');
    provider.fail('createOrder', { kind: 'throw' });
    const key = newKey();
    const refused = await bookOnline('2026-03-20', '2026-03-21', key);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({ statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: expect.any(String) as unknown });
    const held = await ledgerOf('2026-03-20');
    expect(held.bookings).toEqual([expect.objectContaining({ state: 'requested', amount_paid: 0 })]);
    expect(held.orders).toEqual([]);
    expect(await soldOn('2026-03-20')).toBe(before + 1);

    provider.heal();
    const booking = createBookingReplySchema.parse((await bookOnline('2026-03-20', '2026-03-21', key)).json());
    expect(booking.redirectUrl).toMatch(/^\/api\/pwa\/sandbox-pay\/sbx_order_/);
    await sandbox.submitHostedPage(orderIdOf(booking), { mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard }, clock);
    const paid = await ledgerOf('2026-03-20');
    expect(paid.bookings).toEqual([expect.objectContaining({ state: 'confirmed', amount_paid: booking.payable_amount, refunded_amount: 0 })]);
    expect(paid.orders).toEqual([expect.objectContaining({ status: 'paid', amount: booking.payable_amount })]);
    expect(paid.confirmations).toBe(2);
    expect(await soldOn('2026-03-20')).toBe(before + 1);
  });

  it('silent past the time limit: 503 in time; the order it opened late is the one the next attempt uses', async () => {
    provider.fail('createOrder', { kind: 'slow', ms: PROVIDER_TIMEOUT_MS * 3 });
    const key = newKey();
    const started = Date.now();
    const refused = await bookOnline('2026-03-22', '2026-03-23', key);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(Date.now() - started).toBeLessThan(PROVIDER_TIMEOUT_MS * 3);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    // The provider finishes the order it was asked for after our time limit.
    await sleep(PROVIDER_TIMEOUT_MS * 3);
    provider.heal();
    const booking = createBookingReplySchema.parse((await bookOnline('2026-03-22', '2026-03-23', key)).json());
    await sandbox.submitHostedPage(orderIdOf(booking), { mode: 'UPI', upi_id: 'asha@okbank' }, clock);
    const ledger = await ledgerOf('2026-03-22');
    expect(ledger.sandboxOrders).toEqual([expect.objectContaining({ status: 'paid', amount: booking.payable_amount })]);
    expect(ledger.orders).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(ledger.bookings).toEqual([expect.objectContaining({ state: 'confirmed', amount_paid: booking.payable_amount })]);
  });

  it('slow within the time limit: the booking answers with its payment page', async () => {
    provider.fail('createOrder', { kind: 'slow', ms: PROVIDER_TIMEOUT_MS / 5 });
    const booking = await booked('2026-03-24', '2026-03-25');
    expect(booking.redirectUrl).toMatch(/^\/api\/pwa\/sandbox-pay\//);
    expect((await ledgerOf('2026-03-24')).orders).toHaveLength(1);
  });

  it('down when a failed payment is retried (createTransaction): 503, and the retry after it pays once', async () => {
    const booking = await booked('2026-03-26', '2026-03-27');
    await sandbox.submitHostedPage(orderIdOf(booking), { mode: 'DC', card_number: SANDBOX_MAGIC.declinedCard }, clock);
    provider.fail('createOrder', { kind: 'throw' });
    const retry = () =>
      app.inject({
        method: 'POST',
        url: '/api/pwa/createTransaction',
        payload: { invoice_no: booking.invoice_no, token: booking.token, transaction: { amount: booking.payable_amount } },
      });
    const refused = await retry();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({ statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    provider.heal();
    const again = await retry();
    expect(again.statusCode, again.body).toBe(200);
    await sandbox.submitHostedPage((again.json() as { order_id: string }).order_id, { mode: 'NB', bank: 'HDFC' }, clock);
    const ledger = await ledgerOf('2026-03-26');
    expect(ledger.orders.map((order) => order.status)).toEqual(['failed', 'paid']);
    expect(ledger.bookings).toEqual([expect.objectContaining({ state: 'confirmed', amount_paid: booking.payable_amount })]);
  });
});

describe('the provider replaying its word', () => {
  it('a webhook delivered again and again, several at once, charges and confirms once', async () => {
    const booking = await booked('2026-03-28', '2026-03-29');
    const orderId = orderIdOf(booking);
    await sandbox.submitHostedPage(orderId, { mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard }, clock);
    const statuses = await Promise.all(Array.from({ length: 6 }, () => sandbox.redeliver(orderId, clock)));
    for (let replay = 0; replay < 3; replay += 1) statuses.push(await sandbox.redeliver(orderId, clock));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const ledger = await ledgerOf('2026-03-28');
    expect(ledger.bookings).toEqual([expect.objectContaining({ state: 'confirmed', amount_paid: booking.payable_amount, refunded_amount: 0 })]);
    expect(ledger.orders).toEqual([expect.objectContaining({ status: 'paid', refunded_amount: 0 })]);
    expect(ledger.refunds).toEqual({ n: 0, total: 0 });
    expect(ledger.confirmations).toBe(2);
    const [events] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_events WHERE provider_order_id = $1', [orderId]);
    expect(events?.n).toBe(1);
  });

  it('a payment whose webhook comes after the hold expired, several times at once, is refunded once and in full', async () => {
    const before = await soldOn('2026-03-30');
    const booking = await booked('2026-03-30', '2026-03-31');
    const orderId = orderIdOf(booking);
    clock = minutesLater(HOLD_MINUTES + 1);
    expect(await expireUnpaidHolds(transactionalDatabase(database), clock, { holdMinutes: HOLD_MINUTES })).toBeGreaterThanOrEqual(1);
    expect(await soldOn('2026-03-30')).toBe(before);
    webhooksLost = true;
    await sandbox.submitHostedPage(orderId, { mode: 'GPAY' }, clock);
    webhooksLost = false;
    const statuses = await Promise.all(Array.from({ length: 5 }, () => sandbox.redeliver(orderId, clock)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const ledger = await ledgerOf('2026-03-30');
    expect(ledger.bookings).toEqual([expect.objectContaining({ state: 'cancelled', amount_paid: 0, refunded_amount: booking.payable_amount })]);
    expect(ledger.orders).toEqual([expect.objectContaining({ status: 'paid', refunded_amount: booking.payable_amount })]);
    expect(ledger.refunds).toEqual({ n: 1, total: booking.payable_amount });
    expect(ledger.sandboxOrders).toEqual([expect.objectContaining({ refunded_amount: booking.payable_amount })]);
    expect(ledger.confirmations).toBe(0);
    expect(await soldOn('2026-03-30')).toBe(before);
  });

  it('the return page asked twice at once while the webhook arrives: the payment confirms the booking once', async () => {
    const booking = await booked('2026-04-01', '2026-04-02');
    const orderId = orderIdOf(booking);
    webhooksLost = true;
    await sandbox.submitHostedPage(orderId, { mode: 'UPI', upi_id: 'asha@okbank' }, clock);
    webhooksLost = false;
    const paidPage = () =>
      app.inject({ method: 'GET', url: `/api/pwa/booking-paid?bookingToken=${encodeURIComponent(booking.booking_token)}&order_id=${orderId}` });
    const [first, second] = await Promise.all([paidPage(), paidPage(), sandbox.redeliver(orderId, clock)]);
    for (const page of [first, second]) {
      expect(page.statusCode, page.body).toBe(200);
      expect(bookingPaidReplySchema.parse(page.json()).modal).toBe('paymentSuccess');
    }
    const ledger = await ledgerOf('2026-04-01');
    expect(ledger.bookings).toEqual([expect.objectContaining({ state: 'confirmed', amount_paid: booking.payable_amount, refunded_amount: 0 })]);
    expect(ledger.orders).toEqual([expect.objectContaining({ status: 'paid', refunded_amount: 0 })]);
    expect(ledger.confirmations).toBe(2);
  });

  it('the return page while the provider cannot be asked: the booking as it stands (payment pending), not a failure', async () => {
    const booking = await booked('2026-04-03', '2026-04-04');
    webhooksLost = true;
    await sandbox.submitHostedPage(orderIdOf(booking), { mode: 'UPI', upi_id: 'asha@okbank' }, clock);
    webhooksLost = false;
    provider.fail('captureStatus', { kind: 'throw' });
    const page = await app.inject({ method: 'GET', url: `/api/pwa/booking-paid?bookingToken=${encodeURIComponent(booking.booking_token)}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(bookingPaidReplySchema.parse(page.json())).toMatchObject({
      modal: 'paymentStatus',
      payment: { status: 'created' },
      booking: { state: 'requested' },
    });
    provider.heal();
    const later = bookingPaidReplySchema.parse(
      (await app.inject({ method: 'GET', url: `/api/pwa/booking-paid?bookingToken=${encodeURIComponent(booking.booking_token)}` })).json(),
    );
    expect(later).toMatchObject({ modal: 'paymentSuccess', booking: { state: 'confirmed', get_amount_paid: booking.payable_amount } });
  });
});

describe('the provider failing to refund', () => {
  it('a late payment whose refund fails is kept owed, not lost: the webhook is answered, and the provider’s redeliveries refund it once', async () => {
    const booking = await booked('2026-04-05', '2026-04-06');
    const orderId = orderIdOf(booking);
    clock = minutesLater(HOLD_MINUTES + 1);
    await expireUnpaidHolds(transactionalDatabase(database), clock, { holdMinutes: HOLD_MINUTES });
    provider.fail('refund', { kind: 'throw' });
    webhooksLost = true;
    await sandbox.submitHostedPage(orderId, { mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard }, clock);
    webhooksLost = false;
    expect(await sandbox.redeliver(orderId, clock)).toBe(200);
    const owed = await ledgerOf('2026-04-05');
    expect(owed.bookings).toEqual([expect.objectContaining({ state: 'cancelled', amount_paid: 0, refunded_amount: booking.payable_amount })]);
    expect(owed.sandboxOrders).toEqual([expect.objectContaining({ status: 'paid', refunded_amount: 0 })]);

    provider.heal();
    const statuses = await Promise.all(Array.from({ length: 4 }, () => sandbox.redeliver(orderId, clock)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refunded = await ledgerOf('2026-04-05');
    expect(refunded.sandboxOrders).toEqual([expect.objectContaining({ refunded_amount: booking.payable_amount })]);
    expect(refunded.orders).toEqual([expect.objectContaining({ status: 'paid', refunded_amount: booking.payable_amount })]);
    expect(refunded.refunds).toEqual({ n: 1, total: booking.payable_amount });
    const [pending] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_refunds WHERE provider_refund_id IS NULL');
    expect(pending?.n).toBe(0);
  });

  it('a cancellation while refunds fail is answered (200), and the hold sweeper pays the refund once the provider is back', async () => {
    const booking = await booked('2026-04-07', '2026-04-09');
    await sandbox.submitHostedPage(orderIdOf(booking), { mode: 'UPI', upi_id: 'asha@okbank' }, clock);
    provider.fail('refund', { kind: 'throw' });
    const cancel = await app.inject({
      method: 'PATCH',
      url: '/api/pwa/bookingcancellation',
      payload: { booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 1 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ state: 'cancelled', refunded_amount: booking.payable_amount });
    expect((await ledgerOf('2026-04-07')).sandboxOrders).toEqual([expect.objectContaining({ refunded_amount: 0 })]);

    provider.heal();
    const payments = { provider, holdMinutes: HOLD_MINUTES };
    await Promise.all([
      payPendingRefunds(transactionalDatabase(database), payments, clock),
      payPendingRefunds(transactionalDatabase(database), payments, clock),
    ]);
    const ledger = await ledgerOf('2026-04-07');
    expect(ledger.sandboxOrders).toEqual([expect.objectContaining({ refunded_amount: booking.payable_amount })]);
    expect(ledger.refunds).toEqual({ n: 1, total: booking.payable_amount });
  });
});
