import type { PaymentRedirect } from '@stays/api-client';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import { invoiceNoOfBookingToken } from '../bookings/booking-token-param';
import { bookingNotFound } from '../get-booking/get-booking.service';
import type { BookingPayments } from '../payments/booking-payments';
import { findPaymentOrdersOfBooking } from '../payments/payment-orders.repository';
import { reconcileOrder } from '../payments/reconcile-order';
import { startPayment } from '../payments/start-payment';
import { removeAccountSavedCard, removeSavedCard } from './saved-cards.repository';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

/** Where the guest lands after the card check: the web's /save-card/{status} page. */
export const SAVE_CARD_RESULT_PATHS = { verified: '/save-card/verified', error: '/save-card/error' } as const;

/**
 * POST booking/{id}/save-card: a zero-amount card check at the provider. Its page returns the guest to
 * save-card/return, which settles the check and sends the guest on to /save-card/verified or /save-card/error.
 */
export async function startSaveCard(
  database: TransactionalDatabase,
  payments: BookingPayments,
  invoiceNo: string,
  proof: BookingProof,
  now: Date,
): Promise<PaymentRedirect> {
  const booking = await findProvenBooking(database, invoiceNo, proof);
  if (booking.state === 'cancelled') throw new ServiceError(409, 'BOOKING_CANCELLED', `booking ${booking.invoice_no} is cancelled`);
  return startPayment(database, payments, booking, { purpose: 'save_card', amount: 0 }, now);
}

/** GET save-card/return: the result page's path for the guest coming back from the card check. */
export async function finishSaveCard(
  database: TransactionalDatabase,
  payments: BookingPayments,
  query: { bookingToken: string; order_id: string },
  now: Date,
): Promise<string> {
  const invoiceNo = invoiceNoOfBookingToken(query.bookingToken);
  const booking = invoiceNo ? await findBookingByInvoiceNo(database, invoiceNo) : null;
  if (!booking) throw bookingNotFound();
  const order = (await findPaymentOrdersOfBooking(database, booking.id)).find(
    (candidate) => candidate.provider_order_id === query.order_id && candidate.purpose === 'save_card',
  );
  if (!order) return SAVE_CARD_RESULT_PATHS.error;
  if (order.status === 'created') await reconcileOrder(database, payments, order.provider_order_id, now);
  const settled = (await findPaymentOrdersOfBooking(database, booking.id)).find((candidate) => candidate.id === order.id);
  const suffix = `?booking_id=${encodeURIComponent(booking.invoice_no)}`;
  return `${settled?.status === 'paid' ? SAVE_CARD_RESULT_PATHS.verified : SAVE_CARD_RESULT_PATHS.error}${suffix}`;
}

/** DELETE removecard of a booking's card. */
export async function removeCard(
  database: TransactionalDatabase,
  request: BookingProof & { invoice_no: string; card_id: number },
  now: Date,
): Promise<{ removed: true }> {
  const booking = await findProvenBooking(database, request.invoice_no, request);
  if (!(await removeSavedCard(database, booking.id, request.card_id, now)))
    throw new ServiceError(404, 'CARD_NOT_FOUND', 'this booking has no saved card with that id');
  return { removed: true };
}

/** DELETE removecard without a booking: a card of the signed-in guest's account; another guest's card is "not found". */
export async function removeAccountCard(database: TransactionalDatabase, userId: number, cardId: number, now: Date): Promise<{ removed: true }> {
  if (!(await removeAccountSavedCard(database, userId, cardId, now)))
    throw new ServiceError(404, 'CARD_NOT_FOUND', 'your account has no saved card with that id');
  return { removed: true };
}
