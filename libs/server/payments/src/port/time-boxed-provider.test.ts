import { describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { PROVIDER_UNAVAILABLE, timeBoxedProvider } from './time-boxed-provider';

const order = { reference: 'r', kind: 'order' as const, amount: 100, currencyCode: 'INR', description: 'd', returnUrl: '/r', cancelUrl: '/c' };
const now = new Date('2026-03-10T06:00:00Z');

function providerWhoseCreateOrder(createOrder: PaymentProvider['createOrder']): PaymentProvider {
  return {
    name: 'test',
    createOrder,
    captureStatus: () => Promise.resolve(null),
    refund: () => Promise.reject(new PaymentProviderError('REFUND_REFUSED', 'nothing to refund')),
    verifyWebhook: () => null,
  };
}

describe('a payment provider with a time limit', () => {
  it('answers what the provider answers in time', async () => {
    const boxed = timeBoxedProvider(
      providerWhoseCreateOrder(() => Promise.resolve({ orderId: 'o1', redirectUrl: '/pay/o1' })),
      1_000,
    );
    expect(await boxed.createOrder(order, now)).toEqual({ orderId: 'o1', redirectUrl: '/pay/o1' });
    expect(boxed.name).toBe('test');
  });

  it('is unavailable past the limit and when the provider cannot be reached', async () => {
    const silent = timeBoxedProvider(
      providerWhoseCreateOrder(() => new Promise(() => undefined)),
      20,
    );
    await expect(silent.createOrder(order, now)).rejects.toMatchObject({ code: PROVIDER_UNAVAILABLE });
    const down = timeBoxedProvider(
      providerWhoseCreateOrder(() => Promise.reject(new Error('connect ECONNREFUSED'))),
      1_000,
    );
    await expect(down.createOrder(order, now)).rejects.toMatchObject({
      code: PROVIDER_UNAVAILABLE,
      message: expect.stringContaining('ECONNREFUSED') as unknown,
    });
  });

  it('passes the provider’s own refusal on as it is', async () => {
    const boxed = timeBoxedProvider(
      providerWhoseCreateOrder(() => Promise.resolve({ orderId: 'o', redirectUrl: '/' })),
      1_000,
    );
    await expect(boxed.refund('o', 1, 'r')).rejects.toMatchObject({ code: 'REFUND_REFUSED' });
  });
});
