import { quotationPath } from '../contracts/booking-routes';
import type { Quotation } from '../contracts/quotations';
import { getJson, type ApiClientOptions } from './http';

/** GET quotations/{id}: the quotation while it is valid; 404 QUOTATION_NOT_FOUND when unknown or expired. */
export function getQuotation(options: ApiClientOptions, quotationId: string, signal?: AbortSignal): Promise<Quotation> {
  return getJson(options, quotationPath(quotationId), {}, () => import('../contracts/quotations').then((contract) => contract.quotationSchema), signal);
}
