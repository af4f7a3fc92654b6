import type { City, HotelDetails, HotelSummary } from '@stays/api-client';

export function city(overrides: Partial<City> = {}): City {
  return {
    id: 2,
    name: 'Mumbai',
    slug: 'mumbai',
    meta_description: 'Book hotels in Mumbai at the best prices.',
    popular_location: true,
    country_name: 'India',
    country_id: 1,
    image_url: '',
    center_point: { lat: 19.076, lng: 72.8777 },
    property_count: 20,
    ...overrides,
  };
}

export function hotelSummary(overrides: Partial<HotelSummary> = {}): HotelSummary {
  return {
    id: 1002,
    name: 'Nivaas Townhouse Lower Parel',
    address: '56 Main Road, Lower Parel, Mumbai',
    city: 'Mumbai',
    city_id: 2,
    locality: 'Lower Parel',
    country_name: 'India',
    country_id: 1,
    property_type: 'hotel',
    category: 'townhouse',
    ratings: { value: null, count: 0 },
    best_image: '/api/pwa/images/1002/0.svg',
    hotel_images: ['/api/pwa/images/1002/0.svg'],
    geo_location: { lat: 19, lng: 72.8 },
    currency_code: 'INR',
    currency_symbol: '₹',
    available_rooms: 4,
    pricing_details: {
      nights: 2,
      rooms: 2,
      price_per_night: 764_000,
      total_price: 1_528_000,
      slasher_price: null,
      discount_percentage: 0,
      tax_clusivity: 'exclusive',
      room_category_id: 1,
    },
    slasher_percentage: 0,
    isSoldOut: false,
    isShortListed: false,
    no_of_bedrooms: null,
    no_of_people: null,
    no_of_pets: null,
    ...overrides,
  };
}

export function hotelDetails(overrides: Partial<HotelDetails> = {}): HotelDetails {
  return {
    ...hotelSummary(),
    description: 'A well-kept hotel in Lower Parel.',
    deals_info: null,
    amenities: [],
    room_categories_with_data: [],
    selected_category_id: null,
    checkin_time: '12:00',
    checkout_time: '11:00',
    restrictions: {
      minMaxRestriction: { present: true, minRoom: 1, maxRoom: 10 },
      no_foreign_guests: false,
      no_unmarried_couples: false,
      no_local_ids: false,
      no_postpaid: false,
    },
    cancellation_policies: [],
    additional_charge_info: { early_checkin: null },
    stay: { checkin: '2030-05-10', checkout: '2030-05-12', nights: 2, rooms: 1, guests: 2 },
    ...overrides,
  };
}
