import { cancelledBookingStatus } from '@stays/booking-rules';
import { findBookingById, findBookingByInvoiceNo, updateBooking } from '../bookings/bookings.repository';
import type { BookingRow } from '../bookings/booking-row';
import { bookingLink } from '../bookings/booking-link';
import { isGuestPhone } from '../bookings/guest-phone';
import { holdsRooms } from '../holds/rooms-held';
import { releaseRoomNights } from '../inventory/room-nights.repository';
import { bookingNotifications } from '../outbox/booking-notifications';
import { enqueueMessages } from '../outbox/outbox.repository';
import { expireOpenOrders, findPaymentOrdersOfBooking } from '../payments/payment-orders.repository';
import type { DueRefund } from '../payments/refund-orders';
import { isCancellable } from '@stays/booking-rules';
import { returnWalletMoney } from '@stays/server-wallet';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** The cancellation reason a booking replaced by another property gets ("Need to change the dates or guests"). */
const REPLACED_REASON = 4;

/**
 * The guest's earlier booking a PROPERTY_CHANGE booking replaces: it must be the same guest's (phone) and still
 * cancellable, or the new booking is refused (404 / 409) before anything is taken.
 */
export async function findReplaceableBooking(tx: SqlClient, oldInvoiceNo: string, guestPhone: string): Promise<BookingRow> {
  const old = await findBookingByInvoiceNo(tx, oldInvoiceNo, { forUpdate: true });
  if (!old || !isGuestPhone(guestPhone, old)) throw new ServiceError(404, 'BOOKING_NOT_FOUND', 'old_invoice_no: no booking of this guest has that number');
  if (!isCancellable(old)) throw new ServiceError(409, 'BOOKING_NOT_MODIFIABLE', `booking ${old.invoice_no} cannot be changed`);
  return old;
}

/**
 * Closes the booking `replacement` replaces, once the replacement is confirmed (at once for pay at the property,
 * on its payment for an online one): nights released, status cancelled without charge, open payments ended, what
 * was paid refunded in full, the guest told. Nothing happens when there is none or it is closed already.
 */
export async function closeReplacedBooking(tx: SqlClient, replacement: BookingRow, now: Date): Promise<DueRefund[]> {
  if (replacement.replaces_booking_id === null || replacement.request_type !== 'PROPERTY_CHANGE') return [];
  const old = await findBookingById(tx, replacement.replaces_booking_id, { forUpdate: true });
  if (!old || !isCancellable(old)) return [];
  if (holdsRooms(old)) {
    const released = await releaseRoomNights(tx, { roomCategoryId: old.room_category_id, checkin: old.checkin, checkout: old.checkout, rooms: old.rooms });
    if (released !== old.nights_count) throw new Error(`booking ${old.invoice_no}: released ${released} of ${old.nights_count} nights`);
  }
  const status = cancelledBookingStatus();
  await updateBooking(
    tx,
    old.id,
    {
      status_key: status.status_key,
      state: status.state,
      payment_status_id: status.get_payment_status_id,
      cancellation_reason: REPLACED_REASON,
      cancelled_at: now,
      cancellation_charge: 0,
      hold_expires_at: null,
    },
    now,
  );
  await expireOpenOrders(tx, old.id, now);
  await returnWalletMoney(tx, { bookingId: old.id, chargeMinor: 0, onlineHeldMinor: old.amount_paid - old.refunded_amount }, now);
  const refunds: DueRefund[] = [];
  for (const order of await findPaymentOrdersOfBooking(tx, old.id)) {
    const amount = order.amount - order.refunded_amount;
    if (order.status === 'paid' && order.purpose !== 'save_card' && amount > 0) {
      refunds.push({ bookingId: old.id, orderId: order.id, providerOrderId: order.provider_order_id, amount, reason: 'cancellation' });
    }
  }
  const closed = await findBookingById(tx, old.id);
  if (closed) await enqueueMessages(tx, bookingNotifications('booking_cancellation', closed, bookingLink(closed.invoice_no)), now);
  return refunds;
}
