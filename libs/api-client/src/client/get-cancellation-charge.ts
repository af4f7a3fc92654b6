import type { CancellationChargeReply } from '../contracts/booking';
import { cancellationChargePath } from '../contracts/booking-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET bookingCancellationReasons/{id}/applicable_cancellation_charge: reasons and what cancelling now costs. */
export function getCancellationCharge(
  options: ApiClientOptions,
  bookingId: string,
  proof: { user_phone?: string; token?: string },
  signal?: AbortSignal,
): Promise<CancellationChargeReply> {
  return getJson(
    options,
    cancellationChargePath(bookingId),
    proof,
    () => import('../contracts/booking').then((contract) => contract.cancellationChargeReplySchema),
    signal,
  );
}
