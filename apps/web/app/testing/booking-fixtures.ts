import type { Booking } from '@stays/api-client';
import { bookingFixture } from '@stays/api-client/testing';

/** A booking as the API answers it (GET booking, createBooking, booking-paid): the shared fixture on the web tests' own stay. */
export function bookingReply(overrides: Partial<Booking> = {}): Booking {
  return bookingFixture({
    id: 7,
    total_amount: 500_000,
    slasher_amount: null,
    discount: 0,
    final_amount: 500_000,
    payable_amount: 500_000,
    hotel: {
      id: 1001,
      name: 'Nivaas Residency Colaba',
      address: '12 Colaba Causeway, Mumbai',
      phone: '+912222845000',
      checkin_time: '12:00',
      checkout_time: '11:00',
      city: 'Mumbai',
      city_id: 2,
      country_name: 'India',
      hotel_type: 'hotel',
      latitude: 18.9,
      longitude: 72.8,
      restrictions: [],
    },
    checkin: '2030-05-10',
    checkout: '2030-05-12',
    created_at: '2030-05-01T10:00:00.000Z',
    token: 'tok-123',
    booking_token: 'paid-123',
    ...overrides,
  });
}
