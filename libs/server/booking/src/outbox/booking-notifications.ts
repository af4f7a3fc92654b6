import type { BookingRow } from '../bookings/booking-row';
import type { OutboxMessage } from './outbox.repository';

export type BookingNotification = 'booking_confirmation' | 'booking_modification' | 'booking_cancellation';

/** The e-mail and the SMS a guest gets when a booking is made, changed or cancelled. */
export function bookingNotifications(kind: BookingNotification, booking: BookingRow, link: string): OutboxMessage[] {
  const payload = {
    invoice_no: booking.invoice_no,
    guest_name: booking.guest_name,
    hotel_name: booking.hotel_name,
    room_category: booking.room_category_name,
    checkin: booking.checkin,
    checkout: booking.checkout,
    rooms: booking.rooms,
    final_amount: booking.final_amount,
    payable_amount: booking.payable_amount,
    currency_code: booking.currency_code,
    pay_at_hotel: booking.pay_at_hotel,
    link,
  };
  return [
    { channel: 'email', recipient: booking.guest_email, template: kind, payload, bookingId: booking.id },
    { channel: 'sms', recipient: `${booking.guest_country_code}${booking.guest_phone}`, template: kind, payload, bookingId: booking.id },
  ];
}
