import type { BookingPaidReply } from '../contracts/payment';
import { paymentRoutes } from '../contracts/payment-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET order-paid: one payment order of a booking (a retry, a balance, a date-change difference) and the booking. */
export function getOrderPaid(options: ApiClientOptions, query: { order_id: string; bookingToken: string }, signal?: AbortSignal): Promise<BookingPaidReply> {
  return getJson(options, paymentRoutes.orderPaid, query, () => import('../contracts/payment').then((contract) => contract.bookingPaidReplySchema), signal);
}
