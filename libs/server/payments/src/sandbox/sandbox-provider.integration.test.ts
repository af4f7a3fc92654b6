import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@stays/server-db';
import type { PaymentEvent } from '../port/payment-provider';
import { SIGNATURE_HEADER } from '../webhook/webhook-signature';
import { SANDBOX_MAGIC } from './sandbox-outcome';
import { SandboxPaymentProvider } from './sandbox-provider';
import { createTestDatabase } from '@stays/server-db/testing';

const now = new Date('2026-03-01T10:00:00Z');
let database: Database;
const delivered: { url: string; rawBody: string; headers: Record<string, string> }[] = [];
let provider: SandboxPaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = new SandboxPaymentProvider({
    database,
    webhookSecret: 'test-secret',
    webhookUrl: 'http://127.0.0.1/api/pwa/payments/webhook/sandbox',
    deliver: async (url, rawBody, headers) => {
      delivered.push({ url, rawBody, headers });
      return 200;
    },
  });
});
afterAll(async () => {
  await database?.close();
});

let referenceSequence = 0;
function orderInput(amount = 250_000) {
  referenceSequence += 1;
  return {
    reference: `NVTEST:${referenceSequence}`,
    kind: 'order' as const,
    amount,
    currencyCode: 'INR',
    description: 'Booking NVTEST',
    returnUrl: '/booking-paid?bookingToken=t',
    cancelUrl: '/booking/NVTEST',
  };
}

describe('SandboxPaymentProvider', () => {
  it('opens one order per reference, with a hosted page under /api/pwa/sandbox-pay', async () => {
    const input = orderInput();
    const first = await provider.createOrder(input, now);
    const again = await provider.createOrder(input, now);
    expect(again).toEqual(first);
    // The reference is stored, not hashed into the id: the id is 128 random bits, and racing creates still share it.
    expect(first.orderId).toMatch(/^sbx_order_[0-9a-f]{32}$/);
    const racing = orderInput();
    const [one, two] = await Promise.all([provider.createOrder(racing, now), provider.createOrder(racing, now)]);
    expect(two).toEqual(one);
    expect(one.orderId).not.toBe(first.orderId);
    expect(first.redirectUrl).toBe(`/api/pwa/sandbox-pay/${first.orderId}`);
    expect(await provider.captureStatus(first.orderId)).toMatchObject({ status: 'created', amount: 250_000, currencyCode: 'INR', mode: null });
  });

  it('pays, announces it once with a valid signature, sends the guest back, and settles only once', async () => {
    const order = await provider.createOrder(orderInput(), now);
    const before = delivered.length;
    const result = await provider.submitHostedPage(order.orderId, { mode: 'UPI', upi_id: 'asha@okbank' }, now);
    expect(result).toEqual({ kind: 'redirect', location: `/booking-paid?bookingToken=t&order_id=${order.orderId}&status=paid`, outcome: 'paid' });
    expect(delivered.length).toBe(before + 1);
    const request = delivered.at(-1);
    if (!request) throw new Error('no webhook sent');
    const event = provider.verifyWebhook(request.rawBody, request.headers, now);
    expect(event).toMatchObject<Partial<PaymentEvent>>({ type: 'payment.paid', orderId: order.orderId, amount: 250_000, mode: 'UPI' });
    expect(provider.verifyWebhook(request.rawBody.replace('250000', '1'), request.headers, now)).toBeNull();
    expect(provider.verifyWebhook(request.rawBody, { ...request.headers, [SIGNATURE_HEADER]: 't=1,v1=00' }, now)).toBeNull();

    const second = await provider.submitHostedPage(order.orderId, { mode: 'UPI', upi_id: SANDBOX_MAGIC.declinedUpi }, now);
    expect(second).toMatchObject({ kind: 'redirect', outcome: 'paid' });
    expect(delivered.length).toBe(before + 1);
    expect((await provider.captureStatus(order.orderId))?.status).toBe('paid');
  });

  it('declines and announces the failure; a bank that never answers sends no webhook', async () => {
    const declined = await provider.createOrder(orderInput(), now);
    const silent = await provider.createOrder(orderInput(), now);
    const before = delivered.length;
    await provider.submitHostedPage(declined.orderId, { mode: 'CC', card_number: SANDBOX_MAGIC.declinedCard }, now);
    await provider.submitHostedPage(silent.orderId, { mode: 'DC', card_number: SANDBOX_MAGIC.silentCard }, now);
    expect(delivered.slice(before).map((request) => (JSON.parse(request.rawBody) as PaymentEvent).type)).toEqual(['payment.failed']);
    expect((await provider.captureStatus(silent.orderId))?.status).toBe('pending');
    expect(await provider.redeliver(silent.orderId, now)).toBeNull();
  });

  it('keeps the order open on an invalid card number, telling CARD_INVALID', async () => {
    const order = await provider.createOrder(orderInput(), now);
    const result = await provider.submitHostedPage(order.orderId, { mode: 'CC', card_number: '1234 5678 9012 3456' }, now);
    expect(result).toMatchObject({ kind: 'invalid', event: 'CARD_INVALID' });
    expect((await provider.captureStatus(order.orderId))?.status).toBe('created');
  });

  it('refunds up to what was paid and no more', async () => {
    const order = await provider.createOrder(orderInput(100_000), now);
    await provider.submitHostedPage(order.orderId, { mode: 'NB', bank: 'HDFC' }, now);
    expect(await provider.refund(order.orderId, 60_000, 'r1')).toMatchObject({ amount: 60_000 });
    // A retry of the same refund (its answer was lost) refunds nothing more, twice at once too.
    const [again, racing] = await Promise.all([provider.refund(order.orderId, 30_000, 'r1'), provider.refund(order.orderId, 30_000, 'r1')]);
    expect(racing).toEqual(again);
    await expect(provider.refund(order.orderId, 50_000, 'r2')).rejects.toMatchObject({ code: 'REFUND_REFUSED' });
    expect((await provider.captureStatus(order.orderId))?.refundedAmount).toBe(60_000);
    const unpaid = await provider.createOrder(orderInput(), now);
    await expect(provider.refund(unpaid.orderId, 1, 'r3')).rejects.toMatchObject({ code: 'REFUND_REFUSED' });
  });

  it('checks a card for save-card and returns its token, network and last digits', async () => {
    const order = await provider.createOrder({ ...orderInput(0), kind: 'card_check' }, now);
    await provider.submitHostedPage(order.orderId, { mode: 'DC', card_number: '5555 5555 5555 4444' }, now);
    const request = delivered.at(-1);
    expect(request && JSON.parse(request.rawBody)).toMatchObject({ type: 'card.verified', card: { network: 'Mastercard', last4: '4444' } });
  });
});
