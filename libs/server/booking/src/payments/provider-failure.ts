import { PROVIDER_UNAVAILABLE, PaymentProviderError } from '@stays/server-payments';
import { ServiceError } from '@stays/server-core';

/**
 * What the guest is told when the provider does not open an order: 503 while it is unreachable or silent (the
 * booking stays as it was, and the same request later opens the order), 502 when it refused. Anything else is ours.
 */
export function providerFailure(error: unknown, what: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.code === PROVIDER_UNAVAILABLE) {
    return new ServiceError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', `the payment service is not answering: nothing was charged, try ${what} again in a moment`);
  }
  return new ServiceError(502, 'PAYMENT_PROVIDER_ERROR', `the payment provider refused ${what}: ${error.code}`);
}
