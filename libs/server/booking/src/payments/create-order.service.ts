import type { PaymentRedirect } from '@stays/api-client';
import type { TransactionalDatabase } from '@stays/server-core';
import { invoiceNoOfBookingToken } from '../bookings/booking-token-param';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import { bookingNotFound } from '../get-booking/get-booking.service';
import type { BookingPayments } from './booking-payments';
import { createTransaction } from './create-transaction.service';

export interface CreateOrderRequest {
  bookingToken: string;
  amount?: number | undefined;
  return_url?: string | undefined;
  cancel_url?: string | undefined;
}

/**
 * POST createOrder — the prepaid booking payment: a booking named and proven by its bookingToken (the link of its
 * e-mail and of its payment pages) gets a payment order for everything still due, or for a part of at least the
 * minimum; the same rules as createTransaction (a failed first payment's rooms are taken again).
 */
export async function createOrder(
  database: TransactionalDatabase,
  payments: BookingPayments,
  request: CreateOrderRequest,
  now: Date,
): Promise<PaymentRedirect> {
  const invoiceNo = invoiceNoOfBookingToken(request.bookingToken);
  if (!invoiceNo) throw bookingNotFound();
  const booking = await findBookingByInvoiceNo(database, invoiceNo);
  if (!booking) throw bookingNotFound();
  const due = Math.max(1, booking.payable_amount - booking.amount_paid);
  return createTransaction(
    database,
    payments,
    {
      invoice_no: invoiceNo,
      token: request.bookingToken.slice(invoiceNo.length + 1),
      transaction: { amount: request.amount ?? due },
      return_url: request.return_url,
      cancel_url: request.cancel_url,
    },
    now,
  );
}
