import type { Booking } from '@stays/api-client';
import { STATUS_KEY } from '@stays/status-mapping';

/** As the server decides it: a booking moves (dates, room) while it could be cancelled and is not held for its first payment. */
export function isBookingModifiable(booking: Pick<Booking, 'cancellable' | 'status_key'>): boolean {
  return booking.cancellable && booking.status_key !== STATUS_KEY.HOLD;
}
