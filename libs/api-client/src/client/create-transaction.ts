import type { CreateTransactionBody, PaymentRedirect } from '../contracts/payment';
import { paymentRoutes } from '../contracts/payment-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST createTransaction: retry a failed payment or pay what is left; answers the payment page to go to. */
export function createTransaction(options: ApiClientOptions, body: CreateTransactionBody, signal?: AbortSignal): Promise<PaymentRedirect> {
  return sendJson(
    options,
    'POST',
    paymentRoutes.createTransaction,
    body,
    () => import('../contracts/payment').then((contract) => contract.paymentRedirectSchema),
    { signal },
  );
}
