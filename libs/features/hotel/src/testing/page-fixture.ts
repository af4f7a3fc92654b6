import type { Availability, HotelReviews, SimilarHotel } from '@stays/api-client';
import type { HotelPageData } from '../components/hotel-page/hotel-page-data';
import { hotelDetails, roomCategory } from './hotel-fixture';

export function availability(overrides: Partial<Availability> = {}): Availability {
  const hotel = hotelDetails();
  return {
    hotel_id: hotel.id,
    is_available: true,
    checkin: '2030-05-01',
    checkout: '2030-05-03',
    nights: 2,
    dates_corrected: false,
    rooms_config: '1,2,0,0,0',
    rooms_config_adjusted: false,
    rooms: 1,
    guests: 2,
    currency_code: 'INR',
    restrictions: hotel.restrictions,
    room_categories_with_data: hotel.room_categories_with_data,
    selected_category_id: 1,
    pricing_details: null,
    cancellation_policies: hotel.cancellation_policies,
    additional_charge_info: hotel.additional_charge_info,
    ...overrides,
  };
}

export function reviews(overrides: Partial<HotelReviews> = {}): HotelReviews {
  return {
    hotel_id: 1234,
    rating: { value: 4.4, count: 311 },
    counts: { all: 2, google: 1, own: 1 },
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 || stars === 3 ? 1 : 0 })),
    review_type: 1,
    reviews: [
      { id: 1, source: 0, rating: 5, title: 'Spotless', body: 'Lovely staff.', author_name: 'Asha R.', created_at: '2030-03-01T10:00:00Z' },
      { id: 2, source: 2, rating: 3, title: 'Noisy street', body: 'Ask for a back room.', author_name: 'Tom K.', created_at: '2030-02-01T10:00:00Z' },
    ],
    ...overrides,
  };
}

export function similarHotel(overrides: Partial<SimilarHotel> = {}): SimilarHotel {
  const {
    description: _description,
    amenities: _amenities,
    room_categories_with_data: _rooms,
    selected_category_id: _selected,
    checkin_time: _in,
    checkout_time: _out,
    restrictions: _r,
    cancellation_policies: _c,
    additional_charge_info: _a,
    stay: _stay,
    ...summary
  } = hotelDetails({ id: 1240, name: 'Nivaas Harbour View' });
  return {
    ...summary,
    pricing_details: {
      nights: 2,
      rooms: 1,
      price_per_night: 250_000,
      total_price: 500_000,
      slasher_price: null,
      discount_percentage: 0,
      tax_clusivity: 'exclusive',
      room_category_id: 7,
    },
    distance: 1.24,
    distance_unit: 'km',
    ...overrides,
  };
}

export function hotelPageData(overrides: Partial<HotelPageData> = {}): HotelPageData {
  return {
    hotel: hotelDetails(),
    availability: availability(),
    reviews: reviews(),
    oneLiner: { hotel_id: 1234, one_liner: 'In the heart of Colaba, steps from the Gateway' },
    trustSafety: {
      country_code: 'in',
      property_checks: ['licence_checked', 'photos_verified'],
      guest_safety: ['support_around_the_clock', 'women_travellers_desk'],
    },
    userCountryCode: 'in',
    similarHotels: null,
    stay: { checkin: '2030-05-01', checkout: '2030-05-03', nights: 2, rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] },
    path: '/1234/',
    params: { checkin: '2030-05-01', checkout: '2030-05-03', rooms_config: '1,2,0,0,0', utm_source: 'mail' },
    modal: null,
    today: '2030-04-20',
    lastDate: '2031-04-20',
    timeZone: 'Asia/Kolkata',
    distanceUnit: 'km',
    countryPrefix: '',
    changeSearchHref: '/hotels-in-mumbai',
    ...overrides,
  };
}

export { roomCategory };
