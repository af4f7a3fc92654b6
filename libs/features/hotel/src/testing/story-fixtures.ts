import type { HotelDetails, HotelReviews, SimilarHotel } from '@stays/api-client';
import type { HotelPageData } from '../components/hotel-page/hotel-page-data';
import { availability, hotelPageData, reviews, roomCategory, similarHotel } from './page-fixture';
import { hotelDetails } from './hotel-fixture';

/** Five pictures of the Colaba hotel: the gallery's large one and four beside it. */
export const fivePhotos = [0, 1, 2, 3, 4].map((index) => `/api/pwa/images/1234/${index}.svg`);

/** Two stays near the Colaba hotel, free for the same dates. */
export const similarStays: SimilarHotel[] = [
  similarHotel(),
  similarHotel({
    id: 1241,
    name: 'Nivaas Marine Drive',
    locality: 'Churchgate',
    ratings: { value: 4.1, count: 96 },
    best_image: '/api/pwa/images/1241/0.svg',
    distance: 2.8,
    pricing_details: {
      nights: 2,
      rooms: 1,
      price_per_night: 310_000,
      total_price: 620_000,
      slasher_price: 380_000,
      discount_percentage: 18,
      tax_clusivity: 'exclusive',
      room_category_id: 4,
    },
  }),
];

/** A new hotel: no rating and no reviews yet. */
export const noReviews: HotelReviews = reviews({
  rating: { value: null, count: 0 },
  counts: { all: 0, google: 0, own: 0 },
  distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
  reviews: [],
});

const soldOutCategories = hotelDetails().room_categories_with_data.map((category) => ({
  ...category,
  isSoldOut: true,
  available_rooms: 0,
  sold_out_reasons: ['noRoomsAvailable' as const],
}));

/** Every room category sold out for the stay: the page offers similar stays nearby. */
export function soldOutPageData(): HotelPageData {
  return hotelPageData({ availability: availability({ room_categories_with_data: soldOutCategories }), similarHotels: similarStays });
}

/** An open search: no dates yet, each category 'from' its cheapest night of the next 30. */
export function openSearchPageData(): HotelPageData {
  const categories = [
    roomCategory({
      id: 1,
      name: 'Deluxe Double',
      from_price_per_night: 399_900,
      summed_final_price: 0,
      summed_slasher_price: null,
      discount_percentage: 0,
      available_rooms: 0,
    }),
    roomCategory({
      id: 2,
      name: 'Premium King',
      from_price_per_night: 520_000,
      summed_final_price: 0,
      summed_slasher_price: null,
      discount_percentage: 0,
      available_rooms: 0,
    }),
  ];
  return hotelPageData({
    openSearch: true,
    hotel: hotelDetails({ from_price_per_night: 399_900, selected_category_id: null, room_categories_with_data: categories }),
    availability: null,
    stay: { checkin: '', checkout: '', nights: 0, rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] },
    params: { isOpenSearch: 'true', rooms_config: '1,2,0,0,0' },
  });
}

/** A Dunelight Homes holiday home in Amsterdam: one whole home, euros with tax included, pets welcome. */
export function amsterdamHome(): HotelDetails {
  const price = 68_000;
  return hotelDetails({
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
    hotel_images: [0, 1, 2, 3, 4].map((index) => `/api/pwa/images/2201/${index}.svg`),
    geo_location: { lat: 52.3752, lng: 4.8839 },
    currency_code: 'EUR',
    currency_symbol: '€',
    available_rooms: 1,
    slasher_percentage: 0,
    no_of_bedrooms: 2,
    no_of_people: 4,
    no_of_pets: 1,
    description: 'A narrow canal house of 1680 with a steep Dutch staircase, a kitchen on the water and two bedrooms under the beams.',
    amenities: [
      { id: 1, name: 'Free Wi-Fi', icon: 'wifi' },
      { id: 7, name: 'Kitchen', icon: 'kitchen' },
      { id: 9, name: 'Washing machine', icon: 'washer' },
    ],
    room_categories_with_data: [
      roomCategory({
        id: 21,
        name: 'Whole home',
        max_occupancy_allowed: 4,
        available_rooms: 1,
        summed_final_price: price,
        summed_slasher_price: null,
        discount_percentage: 0,
        tax_clusivity: 'inclusive',
        amenities: ['Kitchen', 'Canal view'],
        one_liner: 'Two bedrooms, a kitchen on the canal',
        services: [],
        views: ['canal'],
        restricted_amenities: [],
        combined_media: [],
        tax_info: { total_tax: 0, final_price_with_tax: price },
      }),
    ],
    selected_category_id: 21,
    checkin_time: '15:00',
    checkout_time: '10:00',
    restrictions: {
      minMaxRestriction: { present: false, minRoom: 1, maxRoom: 1 },
      no_foreign_guests: false,
      no_unmarried_couples: false,
      no_local_ids: false,
      no_postpaid: true,
    },
    cancellation_policies: [{ kind: 'free_cancellation', from: null, until: '2030-06-05T10:00:00.000Z', charge: 0 }],
    additional_charge_info: { early_checkin: null },
    stay: { checkin: '2030-06-12', checkout: '2030-06-13', nights: 1, rooms: 1, guests: 3 },
  });
}

/** The Amsterdam home's page for one night, three guests. */
export function amsterdamHomePageData(): HotelPageData {
  const home = amsterdamHome();
  return hotelPageData({
    hotel: home,
    availability: availability({
      hotel_id: home.id,
      checkin: '2030-06-12',
      checkout: '2030-06-13',
      nights: 1,
      rooms_config: '1,3,0,0,0',
      guests: 3,
      currency_code: 'EUR',
      restrictions: home.restrictions,
      room_categories_with_data: home.room_categories_with_data,
      selected_category_id: 21,
      cancellation_policies: home.cancellation_policies,
      additional_charge_info: home.additional_charge_info,
    }),
    reviews: reviews({
      hotel_id: home.id,
      rating: home.ratings,
      counts: { all: 1, google: 0, own: 1 },
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 1 : 0 })),
      reviews: [
        {
          id: 7,
          source: 0,
          rating: 5,
          title: 'Like living on the canal',
          body: 'Mind the stairs, love the kitchen.',
          author_name: 'Femke D.',
          created_at: '2030-04-02T10:00:00Z',
        },
      ],
    }),
    oneLiner: { hotel_id: home.id, one_liner: 'A 17th-century canal house in the Jordaan' },
    trustSafety: { country_code: 'nl', property_checks: ['licence_checked', 'photos_verified'], guest_safety: ['support_around_the_clock'] },
    userCountryCode: 'nl',
    stay: { checkin: '2030-06-12', checkout: '2030-06-13', nights: 1, rooms: [{ adults: 3, children: 0, infants: 0, pets: 0 }] },
    path: '/nl/2201/',
    params: { checkin: '2030-06-12', checkout: '2030-06-13', rooms_config: '1,3,0,0,0' },
    today: '2030-05-20',
    lastDate: '2031-05-20',
    timeZone: 'Europe/Amsterdam',
    countryPrefix: '/nl',
    changeSearchHref: '/nl/homes-in-amsterdam',
  });
}
