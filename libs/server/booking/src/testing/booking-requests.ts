import type { CreateBookingBody } from '@stays/api-client';
import { fixtureIds } from '@stays/server-catalogue/testing';

/** Test support: a valid pay-at-hotel booking of Baga Beach's Classic room for an Indian guest, with overrides. */
export function bookingBody(booking: Partial<CreateBookingBody['booking']> = {}, user: Partial<CreateBookingBody['user']> = {}): CreateBookingBody {
  return {
    user: { first_name: 'Asha Verma', country_code: '+91', phone: '9876543210', email: 'asha@example.com', ...user },
    booking: {
      hotel_id: fixtureIds.bagaBeach,
      room_category_id: fixtureIds.bagaClassic,
      checkin: '2026-03-12',
      checkout: '2026-03-14',
      rooms_config: '1,2,0,0,0',
      payment_mode: 'pay_at_hotel',
      ...booking,
    },
    source: 'Web Booking',
  };
}
