import type { PaymentRedirect, SaveCardBody } from '../contracts/payment';
import { saveCardPath } from '../contracts/payment-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST booking/{id}/save-card: the card check's page; it ends on /save-card/verified or /save-card/error. */
export function saveCard(options: ApiClientOptions, bookingId: string, body: SaveCardBody, signal?: AbortSignal): Promise<PaymentRedirect> {
  return sendJson(options, 'POST', saveCardPath(bookingId), body, () => import('../contracts/payment').then((contract) => contract.paymentRedirectSchema), {
    signal,
  });
}
