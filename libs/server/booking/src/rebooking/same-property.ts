import type { BookingRow } from '../bookings/booking-row';
import { ServiceError } from '@stays/server-core';

/**
 * A rebooking stays at the booking's property (other dates, or another of its room categories); moving to another
 * property is a new booking that replaces this one (PROPERTY_CHANGE with old_invoice_no).
 */
export function assertSameProperty(booking: BookingRow, hotelId: number | undefined): void {
  if (hotelId !== undefined && hotelId !== booking.property_id) {
    throw new ServiceError(
      422,
      'REBOOKING_OTHER_PROPERTY',
      `re_booking.hotel_id: booking ${booking.invoice_no} is at hotel ${booking.property_id}; book hotel ${hotelId} with old_invoice_no to change the property`,
    );
  }
}
