import type { PaymentEvent } from '@stays/server-payments';
import { PAYMENT_STATUS, STATUS_KEY } from '@stays/status-mapping';
import { findBookingById, updateBooking } from '../bookings/bookings.repository';
import type { BookingRow } from '../bookings/booking-row';
import { bookingLink } from '../bookings/booking-link';
import { holdsRooms, isAwaitingFirstPayment } from '../holds/rooms-held';
import { releaseRoomNights } from '../inventory/room-nights.repository';
import { bookingNotifications } from '../outbox/booking-notifications';
import { enqueueMessages } from '../outbox/outbox.repository';
import { insertSavedCard } from '../save-card/saved-cards.repository';
import type { BookingPayments } from './booking-payments';
import { expireOpenOrders, findPaymentOrder, markPaymentOrder, recordPaymentEvent, type PaymentOrderRow } from './payment-orders.repository';
import { payPendingRefunds, refundingTransaction, type DueRefund } from './refund-orders';
import { closeReplacedBooking } from '../rebooking/close-replaced-booking';
import { applyAccountCardCheckEvent } from '../save-card/apply-account-card-check';
import type { SqlClient, TransactionalDatabase } from '@stays/server-core';

export interface AppliedPaymentEvent {
  /** False when the event changed nothing: seen before, for an unknown order, or for an order already settled. */
  applied: boolean;
}

/**
 * Applies a provider's word on one order — from the webhook or from a return page asking the provider — exactly once.
 * In one transaction (booking row, then order row locked): a paid first payment confirms a held booking; a payment
 * for a booking that no longer wants it (hold expired, cancelled, already paid) is refunded in full or in part; a
 * failed first payment releases every held night at once (a retry takes them again).
 */
export async function applyPaymentEvent(
  database: TransactionalDatabase,
  payments: BookingPayments,
  event: PaymentEvent,
  now: Date,
): Promise<AppliedPaymentEvent> {
  const known = await findPaymentOrder(database, payments.provider.name, event.orderId);
  if (!known) return { applied: false };
  const bookingId = known.booking_id;
  if (bookingId === null) return { applied: await applyAccountCardCheckEvent(database, payments, event, now) };
  const refunds: DueRefund[] = [];
  const applied = await refundingTransaction(database, payments, refunds, now, async (tx) => {
    const booking = await findBookingById(tx, bookingId, { forUpdate: true });
    const order = await findPaymentOrder(tx, payments.provider.name, event.orderId, { forUpdate: true });
    if (!booking || !order) return false;
    if (!(await recordPaymentEvent(tx, { provider: payments.provider.name, id: event.id, type: event.type, orderId: event.orderId }, now))) return false;
    const paid = event.type === 'payment.paid' || event.type === 'card.verified';
    // A late payment for an order whose hold already ran out: the money came, but the booking is gone.
    if (order.status === 'expired' && paid) {
      await markPaymentOrder(tx, order.id, { status: 'paid', mode: event.mode, now });
      if (order.purpose !== 'save_card') refunds.push(refundOf(booking, order, order.amount, 'late_payment'));
      return true;
    }
    if (order.status !== 'created') return false;

    if (!paid) {
      await markPaymentOrder(tx, order.id, { status: 'failed', mode: event.mode, now });
      if (order.purpose === 'booking' && isAwaitingFirstPayment(booking) && holdsRooms(booking)) await releaseHold(tx, booking, now);
      return true;
    }
    await markPaymentOrder(tx, order.id, { status: 'paid', mode: event.mode, now });
    if (order.purpose === 'save_card') {
      if (event.card)
        await insertSavedCard(
          tx,
          { bookingId: booking.id, provider: payments.provider.name, token: event.card.token, network: event.card.network, last4: event.card.last4 },
          now,
        );
      return true;
    }
    if (!holdsRooms(booking)) {
      refunds.push(refundOf(booking, order, order.amount, 'late_payment'));
      return true;
    }
    const due = Math.max(0, booking.payable_amount - booking.amount_paid);
    const kept = Math.min(order.amount, due);
    if (order.amount > kept) refunds.push(refundOf(booking, order, order.amount - kept, 'overpayment'));
    const amountPaid = booking.amount_paid + kept;
    const firstPayment = isAwaitingFirstPayment(booking);
    await updateBooking(
      tx,
      booking.id,
      {
        amount_paid: amountPaid,
        payment_status_id: amountPaid >= booking.payable_amount ? PAYMENT_STATUS.COMPLETED : amountPaid > 0 ? PAYMENT_STATUS.PARTIAL : PAYMENT_STATUS.PENDING,
        ...(firstPayment ? { status_key: STATUS_KEY.CONFIRM, state: 'confirmed', hold_expires_at: null } : {}),
      },
      now,
    );
    if (firstPayment) {
      const confirmed = await findBookingById(tx, booking.id);
      if (confirmed) {
        await enqueueMessages(tx, bookingNotifications('booking_confirmation', confirmed, bookingLink(confirmed.invoice_no)), now);
        refunds.push(...(await closeReplacedBooking(tx, confirmed, now)));
      }
    }
    return true;
  });
  // A redelivered event is also the provider's nudge to make what an earlier delivery left owed.
  if (!applied) await payPendingRefunds(database, payments, now, { bookingIds: [bookingId] });
  return { applied };
}

/** Gives back every night a held booking took and ends its open orders; the booking stays payable by a retry. */
async function releaseHold(tx: SqlClient, booking: BookingRow, now: Date): Promise<void> {
  const released = await releaseRoomNights(tx, {
    roomCategoryId: booking.room_category_id,
    checkin: booking.checkin,
    checkout: booking.checkout,
    rooms: booking.rooms,
  });
  if (released !== booking.nights_count) throw new Error(`booking ${booking.invoice_no}: released ${released} of ${booking.nights_count} nights`);
  await updateBooking(tx, booking.id, { hold_expires_at: null }, now);
  await expireOpenOrders(tx, booking.id, now);
}

function refundOf(booking: BookingRow, order: PaymentOrderRow, amount: number, reason: DueRefund['reason']): DueRefund {
  return { bookingId: booking.id, orderId: order.id, providerOrderId: order.provider_order_id, amount, reason };
}
