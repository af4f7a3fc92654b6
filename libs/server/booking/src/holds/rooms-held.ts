import { STATUS_KEY } from '@stays/status-mapping';
import type { BookingRow } from '../bookings/booking-row';

/**
 * Whether a booking has its nights taken in room_nights: every booking that is not cancelled, except an online
 * booking on hold whose payment failed (its rooms were released at once; a retry takes them again).
 */
export function holdsRooms(booking: Pick<BookingRow, 'state' | 'status_key' | 'hold_expires_at'>): boolean {
  if (booking.state === 'cancelled') return false;
  return !(booking.status_key === STATUS_KEY.HOLD && booking.hold_expires_at === null);
}

/** An online booking still waiting for its first payment (held, or released after a failed payment). */
export function isAwaitingFirstPayment(booking: Pick<BookingRow, 'state' | 'status_key'>): boolean {
  return booking.state !== 'cancelled' && booking.status_key === STATUS_KEY.HOLD;
}
