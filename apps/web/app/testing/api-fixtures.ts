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

/**
 * The hotel page's other calls answered as the API would for `details`: availability for the stay asked (bookable
 * unless the hotel is sold out), and reviews, similar stays, the one-liner and the trust and safety content with
 * nothing to show; null for any other path, which the test answers itself.
 */
export function hotelPageSideReply(url: URL, details: HotelDetails = hotelDetails()): { body: unknown } | null {
  if (url.pathname === '/api/pwa/availability') {
    const checkin = url.searchParams.get('checkin') ?? details.stay.checkin;
    const checkout = url.searchParams.get('checkout') ?? details.stay.checkout;
    const nights = Math.max(1, Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000));
    return {
      body: {
        hotel_id: details.id,
        is_available: !details.isSoldOut,
        checkin,
        checkout,
        nights,
        dates_corrected: false,
        rooms_config: url.searchParams.get('rooms_config') ?? '1,2,0,0,0',
        rooms_config_adjusted: false,
        rooms: details.stay.rooms,
        guests: details.stay.guests,
        currency_code: details.currency_code,
        restrictions: details.restrictions,
        room_categories_with_data: details.room_categories_with_data,
        selected_category_id: details.selected_category_id,
        pricing_details: details.pricing_details,
        cancellation_policies: details.cancellation_policies,
        additional_charge_info: details.additional_charge_info,
      },
    };
  }
  const reviews = /^\/api\/pwa\/hotels\/(\d+)\/reviews$/.exec(url.pathname);
  if (reviews) {
    return {
      body: {
        hotel_id: Number(reviews[1]),
        rating: { value: null, count: 0 },
        counts: { all: 0, google: 0, own: 0 },
        distribution: [],
        review_type: Number(url.searchParams.get('review_type') ?? 1),
        reviews: [],
      },
    };
  }
  if (url.pathname === '/api/pwa/similar-hotels') return { body: { hotels: [] } };
  const oneLiner = /^\/api\/pwa\/hotelonelinerinfo\/(\d+)$/.exec(url.pathname);
  if (oneLiner) return { body: { hotel_id: Number(oneLiner[1]), one_liner: null } };
  if (url.pathname === '/api/pwa/trustSafety')
    return { body: { country_code: url.searchParams.get('user_country_id') ?? 'in', property_checks: [], guest_safety: [] } };
  return null;
}
