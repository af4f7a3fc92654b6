import { isCancellable } from '@stays/booking-rules';
import type { BookingRow } from '../bookings/booking-row';
import { isAwaitingFirstPayment } from '../holds/rooms-held';
import { ServiceError } from '@stays/server-core';

/** A booking can move to other dates while it could be cancelled and is not waiting for its first payment. */
export function assertModifiable(booking: BookingRow): void {
  if (!isCancellable(booking) || isAwaitingFirstPayment(booking)) {
    throw new ServiceError(409, 'BOOKING_NOT_MODIFIABLE', `booking ${booking.invoice_no} cannot be changed`);
  }
}
