import type { BookingPaidReply } from '@stays/api-client';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import { invoiceNoOfBookingToken } from '../bookings/booking-token-param';
import { loadBookingReply } from '../bookings/load-booking-reply';
import { bookingNotFound } from '../get-booking/get-booking.service';
import type { BookingPayments } from './booking-payments';
import { findPaymentOrdersOfBooking, type PaymentOrderRow } from './payment-orders.repository';
import { reconcileOrder } from './reconcile-order';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

/**
 * GET booking-paid / order-paid: the booking after the guest comes back from the payment page. An order still open
 * is first settled with the provider's word, so the page never shows "pending" for money that has arrived.
 */
export async function bookingPaid(
  database: TransactionalDatabase,
  payments: BookingPayments,
  query: { bookingToken: string; order_id?: string | undefined },
  now: Date,
): Promise<BookingPaidReply> {
  const invoiceNo = invoiceNoOfBookingToken(query.bookingToken);
  if (!invoiceNo) throw bookingNotFound();
  const booking = await findBookingByInvoiceNo(database, invoiceNo);
  if (!booking) throw bookingNotFound();
  const order = pickOrder(await findPaymentOrdersOfBooking(database, booking.id), query.order_id);
  if (order?.status === 'created') await reconcileOrder(database, payments, order.provider_order_id, now);

  const fresh = (await findBookingByInvoiceNo(database, invoiceNo)) ?? booking;
  const orders = await findPaymentOrdersOfBooking(database, fresh.id);
  const current = order ? orders.find((candidate) => candidate.id === order.id) : undefined;
  return {
    booking: await loadBookingReply(database, fresh),
    payment: current
      ? {
          order_id: current.provider_order_id,
          purpose: current.purpose,
          status: current.status,
          amount: current.amount,
          refunded_amount: current.refunded_amount,
          currency_code: current.currency_code,
          mode: current.mode,
        }
      : null,
    modal: current?.status === 'paid' && fresh.state !== 'cancelled' ? 'paymentSuccess' : 'paymentStatus',
  };
}

function pickOrder(orders: readonly PaymentOrderRow[], orderId: string | undefined): PaymentOrderRow | null {
  if (orderId !== undefined) {
    const named = orders.find((order) => order.provider_order_id === orderId);
    if (!named) throw new ServiceError(404, 'PAYMENT_NOT_FOUND', 'this booking has no payment with that order id');
    return named;
  }
  return [...orders].reverse().find((order) => order.purpose !== 'save_card') ?? null;
}
