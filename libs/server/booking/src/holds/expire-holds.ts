import { cancelledBookingStatus } from '@stays/booking-rules';
import { STATUS_KEY } from '@stays/status-mapping';
import { findBookingByInvoiceNo, findBookingIdsToExpire, updateBooking } from '../bookings/bookings.repository';
import { releaseRoomNights } from '../inventory/room-nights.repository';
import { expireOpenOrders } from '../payments/payment-orders.repository';
import { holdsRooms, isAwaitingFirstPayment } from './rooms-held';
import { returnWalletMoney } from '@stays/server-wallet';
import type { TransactionalDatabase } from '@stays/server-core';

/**
 * The hold sweeper: every online booking whose hold ran out unpaid is cancelled, its nights released once and its
 * open orders expired (a payment that still arrives is refunded). A booking whose payment failed and was not
 * retried within `holdMinutes` is cancelled too. Each booking in its own transaction with its row locked, so a
 * payment confirming it at the same moment either wins (the sweeper skips it) or finds it expired.
 */
export async function expireUnpaidHolds(database: TransactionalDatabase, now: Date, options: { holdMinutes: number; limit?: number }): Promise<number> {
  const failedBefore = new Date(now.getTime() - options.holdMinutes * 60_000);
  const invoiceNos = await findBookingIdsToExpire(database, STATUS_KEY.HOLD, now, options.limit ?? 100, failedBefore);
  let expired = 0;
  for (const invoiceNo of invoiceNos) {
    const done = await database.transaction(async (tx) => {
      const booking = await findBookingByInvoiceNo(tx, invoiceNo, { forUpdate: true });
      if (!booking || !isAwaitingFirstPayment(booking)) return false;
      const holding = holdsRooms(booking);
      if (holding && booking.hold_expires_at && booking.hold_expires_at.getTime() > now.getTime()) return false;
      if (!holding && booking.updated_at.getTime() > failedBefore.getTime()) return false;
      if (holding) {
        const released = await releaseRoomNights(tx, {
          roomCategoryId: booking.room_category_id,
          checkin: booking.checkin,
          checkout: booking.checkout,
          rooms: booking.rooms,
        });
        if (released !== booking.nights_count) throw new Error(`booking ${booking.invoice_no}: released ${released} of ${booking.nights_count} nights`);
      }
      const status = cancelledBookingStatus();
      await updateBooking(
        tx,
        booking.id,
        { status_key: status.status_key, state: status.state, payment_status_id: status.get_payment_status_id, hold_expires_at: null, cancelled_at: now },
        now,
      );
      await expireOpenOrders(tx, booking.id, now);
      // Nothing was charged: the wallet money the booking took goes back in full.
      await returnWalletMoney(tx, { bookingId: booking.id, chargeMinor: 0, onlineHeldMinor: 0 }, now);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
