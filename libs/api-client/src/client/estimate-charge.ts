import type { EstimateChargeBody, EstimateChargeReply } from '../contracts/booking';
import { estimateChargePath } from '../contracts/booking-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST estimateCharge/{id}/estimate_v2: availability and price difference of moving a booking to new dates. */
export function estimateCharge(options: ApiClientOptions, bookingId: string, body: EstimateChargeBody, signal?: AbortSignal): Promise<EstimateChargeReply> {
  return sendJson(
    options,
    'POST',
    estimateChargePath(bookingId),
    body,
    () => import('../contracts/booking').then((contract) => contract.estimateChargeReplySchema),
    { signal },
  );
}
