import type { AutocompleteResponse, City, HotelSummary, Suggestion } from '@stays/api-client';

function suggestion(overrides: Partial<Suggestion> & Pick<Suggestion, 'id' | 'type' | 'display_name'>): Suggestion {
  return {
    center_point: { lat: 19.076, lng: 72.8777 },
    country_id: 1,
    location_id: null,
    city: null,
    city_id: null,
    city_slug: null,
    locationType: overrides.type,
    trending: false,
    supply: 10,
    rating: null,
    tags: [],
    category: null,
    intents: [],
    ...overrides,
  };
}

export const mumbaiSuggestions: AutocompleteResponse = {
  sentences: { priority: 1, title: 'Sentences', values: [] },
  locations: {
    priority: 2,
    title: 'Locations',
    values: [
      suggestion({ id: 'city-12', type: 'city', display_name: 'Mumbai', city: 'Mumbai', city_id: 12, city_slug: 'mumbai' }),
      suggestion({ id: 'locality-90', type: 'locality', display_name: 'Colaba', city: 'Mumbai', city_id: 12, city_slug: 'mumbai', location_id: 90 }),
    ],
  },
  hotels: {
    priority: 3,
    title: 'Hotels',
    values: [suggestion({ id: '1234', type: 'hotel', display_name: 'Nivaas Residency Colaba', city: 'Mumbai', city_id: 12, city_slug: 'mumbai' })],
  },
};

export const emptySuggestions: AutocompleteResponse = {
  sentences: { priority: 1, title: 'Sentences', values: [] },
  locations: { priority: 2, title: 'Locations', values: [] },
  hotels: { priority: 3, title: 'Hotels', values: [] },
};

export function hotelSummary(overrides: Partial<HotelSummary> = {}): HotelSummary {
  return {
    id: 1234,
    name: 'Nivaas Residency Colaba',
    address: '12 Shahid Bhagat Singh Road, Colaba, Mumbai',
    city: 'Mumbai',
    city_id: 12,
    locality: 'Colaba',
    country_name: 'India',
    country_id: 1,
    property_type: 'hotel',
    category: 'hotel',
    ratings: { value: 4.3, count: 128 },
    best_image: '/api/pwa/images/1234/0.svg',
    hotel_images: ['/api/pwa/images/1234/0.svg'],
    geo_location: { lat: 18.91, lng: 72.82 },
    currency_code: 'INR',
    currency_symbol: '₹',
    available_rooms: 5,
    pricing_details: {
      nights: 2,
      rooms: 1,
      price_per_night: 249_900,
      total_price: 499_800,
      slasher_price: 320_000,
      discount_percentage: 22,
      tax_clusivity: 'exclusive',
      room_category_id: 1,
    },
    slasher_percentage: 22,
    isSoldOut: false,
    isShortListed: false,
    no_of_bedrooms: null,
    no_of_people: null,
    no_of_pets: null,
    ...overrides,
  };
}

export function city(overrides: Partial<City> & Pick<City, 'id' | 'name' | 'slug'>): City {
  return {
    meta_description: '',
    popular_location: true,
    country_name: 'India',
    country_id: 1,
    image_url: '',
    center_point: { lat: 19.076, lng: 72.8777 },
    property_count: 10,
    ...overrides,
  };
}
