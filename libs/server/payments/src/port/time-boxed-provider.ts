import { PaymentProviderError, type PaymentProvider } from './payment-provider';

/** The code of a provider that did not answer in time or could not be reached (a network error, a crash). */
export const PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE';

/**
 * Any adapter with a time limit on each call to the provider: past it, or on any failure that is not the provider's
 * own refusal, the call rejects with PaymentProviderError PROVIDER_UNAVAILABLE, so callers tell the guest the
 * provider is unavailable instead of waiting on it or failing with a 500. What the provider does after the limit
 * is safe: orders and refunds are idempotent by reference, so the next attempt finds the same order.
 */
export function timeBoxedProvider(provider: PaymentProvider, timeoutMs: number): PaymentProvider {
  return {
    name: provider.name,
    createOrder: (input, now) => timeBoxed(provider.createOrder(input, now), timeoutMs, 'createOrder'),
    captureStatus: (orderId) => timeBoxed(provider.captureStatus(orderId), timeoutMs, 'captureStatus'),
    refund: (orderId, amount, reference) => timeBoxed(provider.refund(orderId, amount, reference), timeoutMs, 'refund'),
    verifyWebhook: (rawBody, headers, now) => provider.verifyWebhook(rawBody, headers, now),
  };
}

async function timeBoxed<T>(call: Promise<T>, timeoutMs: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new PaymentProviderError(PROVIDER_UNAVAILABLE, `the payment provider did not answer ${name} within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([call, timeout]);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(
      PROVIDER_UNAVAILABLE,
      `the payment provider could not be reached for ${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
