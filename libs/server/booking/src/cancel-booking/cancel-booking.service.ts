import type { Booking, BookingCancellationRequest } from '@stays/api-client';
import { cancelledBookingStatus, isCancellable } from '@stays/booking-rules';
import { ServiceError } from '@stays/server-catalogue';
import { isLookupPhoneValid, validationMessages } from '@stays/validation';
import { findBookingByInvoiceNo, markBookingCancelled } from '../bookings/bookings.repository';
import { bookingLink } from '../bookings/booking-link';
import { bookingReply } from '../bookings/booking-reply';
import { isGuestPhone } from '../bookings/guest-phone';
import type { TransactionalDatabase } from '../database/transactional-database';
import { releaseRoomNights } from '../inventory/room-nights.repository';
import { bookingNotifications } from '../outbox/booking-notifications';
import { enqueueMessages } from '../outbox/outbox.repository';
import { signBookingToken } from '../token/booking-token';
import { bookingNotFound } from '../get-booking/get-booking.service';

/**
 * PATCH bookingcancellation: cancels a cancellable booking of the guest whose phone is given. In one transaction
 * (the booking row locked, so two cancels queue) it releases every night of every room, marks the booking cancelled
 * and writes the cancellation e-mail and SMS to the outbox. A booking already cancelled answers 409.
 */
export async function cancelBooking(database: TransactionalDatabase, request: BookingCancellationRequest, now: Date): Promise<Booking> {
  if (!isLookupPhoneValid(request.user_phone, undefined)) {
    throw new ServiceError(400, 'VALIDATION_ERROR', `user_phone: ${validationMessages.lookupPhoneInvalid.defaultMessage}`);
  }
  return database.transaction(async (tx) => {
    const booking = await findBookingByInvoiceNo(tx, request.booking.id, { forUpdate: true });
    if (!booking || !isGuestPhone(request.user_phone, booking)) throw bookingNotFound();
    if (!isCancellable(booking)) throw new ServiceError(409, 'BOOKING_NOT_CANCELLABLE', `booking ${booking.invoice_no} can no longer be cancelled`);

    const released = await releaseRoomNights(tx, {
      roomCategoryId: booking.room_category_id,
      checkin: booking.checkin,
      checkout: booking.checkout,
      rooms: booking.rooms,
    });
    if (released !== booking.nights_count) throw new Error(`booking ${booking.invoice_no}: released ${released} of ${booking.nights_count} nights`);
    const status = cancelledBookingStatus();
    await markBookingCancelled(tx, booking.id, {
      statusKey: status.status_key,
      state: status.state,
      paymentStatusId: status.get_payment_status_id,
      reason: request.cancellation_reason,
      now,
    });
    const cancelled = await findBookingByInvoiceNo(tx, booking.invoice_no);
    if (!cancelled) throw new Error(`booking ${booking.invoice_no} vanished inside its own transaction`);
    const token = signBookingToken(cancelled.invoice_no);
    await enqueueMessages(tx, bookingNotifications('booking_cancellation', cancelled, bookingLink(cancelled.invoice_no, token)), now);
    return bookingReply(cancelled, token);
  });
}
