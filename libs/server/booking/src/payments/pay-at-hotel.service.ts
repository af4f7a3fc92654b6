import type { PayAtHotelReply } from '@stays/api-client';
import { bookingMessages, initialBookingStatus, payAtHotelRefusal } from '@stays/booking-rules';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { bookingLink } from '../bookings/booking-link';
import { bookingReply } from '../bookings/booking-reply';
import { findBookingById, updateBooking } from '../bookings/bookings.repository';
import { findBookingProperty } from '../create-booking/find-booking-property.repository';
import { holdsRooms, isAwaitingFirstPayment } from '../holds/rooms-held';
import { takeRoomNights } from '../inventory/room-nights.repository';
import { bookingNotifications } from '../outbox/booking-notifications';
import { enqueueMessages } from '../outbox/outbox.repository';
import { closeReplacedBooking } from '../rebooking/close-replaced-booking';
import { refundingTransaction, type DueRefund } from './refund-orders';
import type { BookingPayments } from './booking-payments';
import { expireOpenOrders } from './payment-orders.repository';

export interface PayAtHotelRequest extends BookingProof {
  invoice_no: string;
}

/**
 * POST payAtHotel — an online booking still waiting for its first payment (nothing paid) is paid at the property
 * instead, where the property takes postpaid stays for this many rooms: in one transaction its nights are held for
 * good (taken again if a failed payment had released them), it is confirmed, its open payment orders expire (a late
 * payment on one is refunded in full), and the confirmation is sent, as a pay-at-hotel booking is at createBooking.
 */
export async function payAtHotelInstead(
  database: TransactionalDatabase,
  payments: BookingPayments,
  request: PayAtHotelRequest,
  now: Date,
): Promise<PayAtHotelReply> {
  const refunds: DueRefund[] = [];
  const confirmedId = await refundingTransaction(database, payments, refunds, now, async (tx) => {
    const booking = await findProvenBooking(tx, request.invoice_no, request, { forUpdate: true });
    if (!isAwaitingFirstPayment(booking) || booking.amount_paid > 0) {
      throw new ServiceError(409, 'BOOKING_NOT_SWITCHABLE', `booking ${booking.invoice_no} is not waiting for its first payment`);
    }
    const property = await findBookingProperty(tx, booking.property_id);
    const refusal = payAtHotelRefusal({ rooms: booking.rooms, noPostpaid: property?.no_postpaid ?? false });
    if (refusal?.reason === 'no_postpaid') throw new ServiceError(422, 'PAY_AT_HOTEL_NOT_ALLOWED', bookingMessages.payAtHotelNotAllowed.defaultMessage);
    if (refusal) {
      throw new ServiceError(422, 'PAY_AT_HOTEL_NOT_ALLOWED', bookingMessages.payAtHotelMaxRooms.defaultMessage.replace('{max}', String(refusal.maxRooms)));
    }
    if (!holdsRooms(booking)) {
      const taken = await takeRoomNights(tx, {
        roomCategoryId: booking.room_category_id,
        checkin: booking.checkin,
        checkout: booking.checkout,
        rooms: booking.rooms,
      });
      if (taken !== booking.nights_count) {
        throw new ServiceError(409, 'ROOMS_UNAVAILABLE', `${booking.room_category_name} is no longer available for every night of this stay`);
      }
    }
    const status = initialBookingStatus('pay_at_hotel');
    await updateBooking(
      tx,
      booking.id,
      { status_key: status.status_key, state: status.state, pay_at_hotel: true, hold_expires_at: null, minimum_prepay_amount: 0 },
      now,
    );
    await expireOpenOrders(tx, booking.id, now);
    const confirmed = await findBookingById(tx, booking.id);
    if (!confirmed) throw new Error(`booking ${booking.invoice_no} vanished inside its own transaction`);
    await enqueueMessages(tx, bookingNotifications('booking_confirmation', confirmed, bookingLink(confirmed.invoice_no)), now);
    refunds.push(...(await closeReplacedBooking(tx, confirmed, now)));
    return confirmed.id;
  });
  const booking = await findBookingById(database, confirmedId);
  if (!booking) throw new Error(`booking ${request.invoice_no} vanished after its change`);
  return { booking: bookingReply(booking, request.token ?? '') };
}
