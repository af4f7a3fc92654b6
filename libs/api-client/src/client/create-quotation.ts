import { CSRF_HEADER } from '../contracts/account-routes';
import { bookingRoutes } from '../contracts/booking-routes';
import type { CreateQuotationBody, Quotation } from '../contracts/quotations';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST quotations for a signed-in travel agent or business account: 403 for any other account. */
export function createQuotation(options: ApiClientOptions, body: CreateQuotationBody, csrfToken: string, signal?: AbortSignal): Promise<Quotation> {
  return sendJson(options, 'POST', bookingRoutes.quotations, body, () => import('../contracts/quotations').then((contract) => contract.quotationSchema), {
    headers: { [CSRF_HEADER]: csrfToken },
    signal,
  });
}
