import type { HotelSummary } from '@stays/api-client';
import type { StayQuery } from '../utils/search-urls';
import { hotelSummary } from './fixtures';

/** Two nights in May for two adults. */
export const mayStay: StayQuery = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };

/** A beach resort in Goa, top rated, with one room left. */
export const bagaBeachResort: HotelSummary = hotelSummary({
  id: 1302,
  name: 'Nivaas Baga Beach Resort',
  address: 'Calangute–Baga Road, Baga, Goa',
  city: 'Goa',
  city_id: 14,
  locality: 'Baga',
  ratings: { value: 4.6, count: 212 },
  best_image: '/api/pwa/images/1302/0.svg',
  hotel_images: ['/api/pwa/images/1302/0.svg'],
  geo_location: { lat: 15.5553, lng: 73.7517 },
  available_rooms: 1,
  hotel_badge: 'top_rated',
  urgency_info: { rooms_left: 1 },
  pricing_details: {
    nights: 2,
    rooms: 1,
    price_per_night: 459_900,
    total_price: 919_800,
    slasher_price: 590_000,
    discount_percentage: 22,
    tax_clusivity: 'exclusive',
    room_category_id: 1,
  },
});

/** The Canal House Jordaan of Dunelight Homes: a whole home, euros with tax included. */
export const canalHouseJordaan: HotelSummary = hotelSummary({
  id: 2201,
  name: 'Canal House Jordaan',
  address: 'Prinsengracht 112, 1015 EA Amsterdam',
  city: 'Amsterdam',
  city_id: 301,
  locality: 'Jordaan',
  country_name: 'Netherlands',
  country_id: 143,
  property_type: 'home',
  category: 'home',
  ratings: { value: 4.7, count: 58 },
  best_image: '/api/pwa/images/2201/0.svg',
  hotel_images: ['/api/pwa/images/2201/0.svg'],
  geo_location: { lat: 52.3752, lng: 4.8839 },
  currency_code: 'EUR',
  currency_symbol: '€',
  available_rooms: 1,
  no_of_bedrooms: 2,
  no_of_people: 4,
  no_of_pets: 1,
  slasher_percentage: 0,
  pricing_details: {
    nights: 1,
    rooms: 1,
    price_per_night: 68_000,
    total_price: 68_000,
    slasher_price: null,
    discount_percentage: 0,
    tax_clusivity: 'inclusive',
    room_category_id: 21,
  },
});

/** A dune cottage near Zandvoort whose price dropped against its usual rate. */
export const duneCottage: HotelSummary = {
  ...canalHouseJordaan,
  id: 2207,
  name: 'Dune Cottage Zandvoort',
  address: 'Kostverlorenstraat 8, Zandvoort',
  city: 'Zandvoort',
  locality: 'Noord',
  best_image: '/api/pwa/images/2207/0.svg',
  hotel_images: ['/api/pwa/images/2207/0.svg'],
  ratings: { value: 4.2, count: 31 },
  price_drop: { previous_price_per_night: 32_000, drop_percentage: 25 },
  pricing_details: {
    nights: 1,
    rooms: 1,
    price_per_night: 24_000,
    total_price: 24_000,
    slasher_price: 32_000,
    discount_percentage: 25,
    tax_clusivity: 'inclusive',
    room_category_id: 22,
  },
};

/** Mumbai for two nights: discounted, a guest favourite near the sea, and one sold out. */
export const mumbaiResults: HotelSummary[] = [
  hotelSummary(),
  hotelSummary({
    id: 1305,
    name: 'Nivaas Bandra Bay',
    locality: 'Bandra West',
    best_image: '/api/pwa/images/1305/0.svg',
    ratings: { value: 4.2, count: 640 },
    hotel_badge: 'guest_favourite',
    pricing_details: {
      nights: 2,
      rooms: 1,
      price_per_night: 310_000,
      total_price: 620_000,
      slasher_price: null,
      discount_percentage: 0,
      tax_clusivity: 'exclusive',
      room_category_id: 2,
    },
  }),
  hotelSummary({
    id: 1308,
    name: 'Nivaas Juhu Shore',
    locality: 'Juhu',
    best_image: '/api/pwa/images/1308/0.svg',
    isSoldOut: true,
    available_rooms: 0,
    pricing_details: null,
  }),
];
