/** A booking as the API answers it (GET booking, createBooking, booking-paid). */
export function bookingReply(overrides: Record<string, unknown> = {}) {
  return {
    id: 7, booking_no: 'NV7Q4K2M', invoice_no: 'NV7Q4K2M', status_key: 0, state: 'confirmed', display_status: 'confirmed', get_payment_status_id: 0,
    cancellable: true, payable: false, pay_at_hotel: true, total_amount: 500_000, slasher_amount: null, discount: 0, final_amount: 500_000,
    payable_amount: 500_000, get_amount_paid: 0, currency_code: 'INR', currency_symbol: '₹', available_payment_modes: [],
    hotel: { id: 1001, name: 'Nivaas Residency Colaba', address: '12 Colaba Causeway, Mumbai', phone: '+912222845000', city: 'Mumbai', city_id: 2, country_name: 'India', hotel_type: 'hotel', latitude: 18.9, longitude: 72.8, restrictions: [] },
    room_category: { id: 1, name: 'Deluxe Double' }, guest: { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', guest_country_code: '+91' },
    booking_rooms: [{ no_of_adults: 2, no_of_children: 0, no_of_babies: 0, no_of_pets: 0 }], checkin: '2030-05-10', checkout: '2030-05-12', nights_count: 2,
    no_of_guest: 2, source: 'Web Booking', request_type: 'NEW', created_at: '2030-05-01T10:00:00.000Z', cancellation_reason: null, cancelled_at: null,
    token: 'tok-123', booking_token: 'paid-123', minimum_prepay_amount: 0, paylater_amount: 0, paylater_card_charge_attempted: false, hold_expires_at: null,
    bills_hash: [], early_checkin: false, payments: [], payment_details: [], coupon_code: null, prepaid_discount_percent: 0, refunded_amount: 0,
    cancellation_charge: null, saved_cards: [], replaces_invoice_no: null, deal_id: null, quotation_id: null,
    ...overrides,
  };
}
