import type { Booking, CurrencyCode } from '@stays/api-client';
import { isCancellable, isPayable } from '@stays/booking-rules';
import { RESTRICTION_KEYS, currencySymbolOf } from '@stays/brand-config';
import { displayStatus } from '@stays/status-mapping';
import type { BookingRow } from './booking-row';

/**
 * Online payment is not offered yet, so a booking has no payment modes and is never payable here (isPayable needs
 * a mode); the guest pays at the property.
 */
const AVAILABLE_PAYMENT_MODES: string[] = [];

/** A stored booking as the guest sees it (guest-journey §3), with the token for a link to it. */
export function bookingReply(row: BookingRow, token: string): Booking {
  const status = { status_key: row.status_key, state: row.state };
  return {
    id: row.id,
    booking_no: row.invoice_no,
    invoice_no: row.invoice_no,
    status_key: row.status_key,
    state: row.state as Booking['state'],
    display_status: displayStatus(status),
    get_payment_status_id: row.payment_status_id,
    cancellable: isCancellable(status),
    payable: isPayable({ ...status, get_payment_status_id: row.payment_status_id, available_payment_modes: AVAILABLE_PAYMENT_MODES }),
    pay_at_hotel: row.pay_at_hotel,
    total_amount: row.total_amount,
    slasher_amount: row.slasher_amount,
    discount: row.discount,
    final_amount: row.final_amount,
    payable_amount: row.payable_amount,
    get_amount_paid: row.amount_paid,
    currency_code: row.currency_code as CurrencyCode,
    currency_symbol: currencySymbolOf(row.currency_code as CurrencyCode),
    available_payment_modes: AVAILABLE_PAYMENT_MODES,
    hotel: {
      id: row.property_id,
      name: row.hotel_name,
      city: row.city_name,
      city_id: row.city_id,
      country_name: row.country_name,
      hotel_type: row.hotel_type as Booking['hotel']['hotel_type'],
      latitude: row.latitude,
      longitude: row.longitude,
      restrictions: RESTRICTION_KEYS.filter((key) => row[key]),
    },
    room_category: { id: row.room_category_id, name: row.room_category_name },
    guest: { name: row.guest_name, email: row.guest_email, phone: row.guest_phone, guest_country_code: row.guest_country_code },
    booking_rooms: row.guests_config.map((room) => ({
      no_of_adults: room.adults,
      no_of_children: room.children,
      no_of_babies: room.infants,
      no_of_pets: room.pets,
    })),
    checkin: row.checkin,
    checkout: row.checkout,
    nights_count: row.nights_count,
    no_of_guest: row.no_of_guest,
    source: row.source,
    request_type: row.request_type as Booking['request_type'],
    created_at: row.created_at.toISOString(),
    cancellation_reason: row.cancellation_reason,
    cancelled_at: row.cancelled_at ? row.cancelled_at.toISOString() : null,
    token,
  };
}
