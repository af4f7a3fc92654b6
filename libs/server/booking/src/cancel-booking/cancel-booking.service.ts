import type { Booking, BookingCancellationRequest } from '@stays/api-client';
import { cancelledBookingStatus, isCancellable } from '@stays/booking-rules';
import { findProvenBooking } from '../bookings/booking-access';
import { findBookingByInvoiceNo, updateBooking } from '../bookings/bookings.repository';
import { bookingLink } from '../bookings/booking-link';
import { loadBookingReply } from '../bookings/load-booking-reply';
import { cancellationTerms } from '../cancellation/cancellation-terms';
import { holdsRooms } from '../holds/rooms-held';
import { releaseRoomNights } from '../inventory/room-nights.repository';
import { bookingNotifications } from '../outbox/booking-notifications';
import { enqueueMessages } from '../outbox/outbox.repository';
import type { BookingPayments } from '../payments/booking-payments';
import { expireOpenOrders, findPaymentOrdersOfBooking } from '../payments/payment-orders.repository';
import { refundingTransaction, type DueRefund } from '../payments/refund-orders';
import { signBookingToken } from '../token/booking-token';
import { returnWalletMoney } from '@stays/server-wallet';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

/**
 * PATCH bookingcancellation: cancels a cancellable booking of the guest whose phone is given. In one transaction
 * (the booking row locked, so two cancels queue) it releases every night it holds, marks it cancelled with the
 * policy's charge, ends its open payments and writes the cancellation e-mail and SMS; then what was paid beyond the
 * charge is refunded through the provider, newest payment first. A booking already cancelled answers 409.
 */
export async function cancelBooking(
  database: TransactionalDatabase,
  request: BookingCancellationRequest,
  now: Date,
  payments?: BookingPayments,
): Promise<Booking> {
  const refunds: DueRefund[] = [];
  const invoiceNo = await refundingTransaction(database, payments, refunds, now, async (tx) => {
    const booking = await findProvenBooking(tx, request.booking.id, { user_phone: request.user_phone }, { forUpdate: true });
    if (!isCancellable(booking)) throw new ServiceError(409, 'BOOKING_NOT_CANCELLABLE', `booking ${booking.invoice_no} can no longer be cancelled`);

    if (holdsRooms(booking)) {
      const released = await releaseRoomNights(tx, {
        roomCategoryId: booking.room_category_id,
        checkin: booking.checkin,
        checkout: booking.checkout,
        rooms: booking.rooms,
      });
      if (released !== booking.nights_count) throw new Error(`booking ${booking.invoice_no}: released ${released} of ${booking.nights_count} nights`);
    }
    const terms = cancellationTerms(booking, now);
    let toRefund = terms.refund;
    for (const order of (await findPaymentOrdersOfBooking(tx, booking.id)).reverse()) {
      if (toRefund <= 0) break;
      if (order.status !== 'paid' || order.purpose === 'save_card') continue;
      const amount = Math.min(toRefund, order.amount - order.refunded_amount);
      if (amount > 0) refunds.push({ bookingId: booking.id, orderId: order.id, providerOrderId: order.provider_order_id, amount, reason: 'cancellation' });
      toRefund -= amount;
    }
    if (refunds.length > 0 && !payments) throw new Error(`booking ${booking.invoice_no} has online payments but no payment provider is configured`);
    const status = cancelledBookingStatus();
    await updateBooking(
      tx,
      booking.id,
      {
        status_key: status.status_key,
        state: status.state,
        payment_status_id: status.get_payment_status_id,
        cancellation_reason: request.cancellation_reason,
        cancelled_at: now,
        cancellation_charge: terms.charge,
        hold_expires_at: null,
      },
      now,
    );
    await expireOpenOrders(tx, booking.id, now);
    // The charge is kept from online payments first, then from the wallet money; the rest goes back to the wallet.
    await returnWalletMoney(tx, { bookingId: booking.id, chargeMinor: terms.charge, onlineHeldMinor: booking.amount_paid - booking.refunded_amount }, now);
    const cancelled = await findBookingByInvoiceNo(tx, booking.invoice_no);
    if (!cancelled) throw new Error(`booking ${booking.invoice_no} vanished inside its own transaction`);
    await enqueueMessages(tx, bookingNotifications('booking_cancellation', cancelled, bookingLink(cancelled.invoice_no)), now);
    return cancelled.invoice_no;
  });
  const cancelled = await findBookingByInvoiceNo(database, invoiceNo);
  if (!cancelled) throw new Error(`booking ${invoiceNo} vanished after its cancellation`);
  return loadBookingReply(database, cancelled, signBookingToken(invoiceNo));
}
