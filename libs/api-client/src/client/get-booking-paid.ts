import type { BookingPaidReply } from '../contracts/payment';
import { paymentRoutes } from '../contracts/payment-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET booking-paid: the booking after the payment page, with the payment and the modal to open. */
export function getBookingPaid(options: ApiClientOptions, query: { bookingToken: string; order_id?: string }, signal?: AbortSignal): Promise<BookingPaidReply> {
  return getJson(options, paymentRoutes.bookingPaid, query, () => import('../contracts/payment').then((contract) => contract.bookingPaidReplySchema), signal);
}
