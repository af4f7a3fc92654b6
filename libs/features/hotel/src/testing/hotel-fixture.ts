import type { HotelDetails, RoomCategory } from '@stays/api-client';

export function roomCategory(overrides: Partial<RoomCategory> = {}): RoomCategory {
  const price = overrides.summed_final_price ?? 440_000;
  return {
    id: 1,
    name: 'Deluxe Double',
    max_occupancy_allowed: 3,
    single_bed_base_tariff: 180_000,
    double_bed_base_tariff: 220_000,
    extra_bed_base_tariff: 60_000,
    available_rooms: 6,
    pricing_info: { average_price_single: 180_000, average_price_double: 220_000, average_price_extra: 60_000, prices: [] },
    summed_final_price: 440_000,
    summed_slasher_price: 560_000,
    discount_percentage: 21,
    wizard_discount_percentage: 10,
    wizard_discount_amount: Math.floor(price / 10),
    tax_clusivity: 'exclusive',
    amenities: ['Air conditioning', 'Free Wi-Fi'],
    one_liner: 'Sea-facing room with a queen bed',
    services: [
      { code: 'breakfast', included: true, price: null },
      { code: 'dinner', included: false, price: 45_000 },
    ],
    views: ['sea', 'garden'],
    restricted_amenities: [{ name: 'TV', absent_description: 'No TV in this room' }],
    combined_media: [
      { type: 'image', url: '/api/pwa/images/101/2.svg', caption: 'Room' },
      { type: 'image', url: '/api/pwa/images/101/3.svg', caption: 'Bathroom' },
    ],
    // India: 12 % on top of the price.
    tax_info: { total_tax: Math.round(price * 0.12), final_price_with_tax: price + Math.round(price * 0.12) },
    isSoldOut: false,
    sold_out_reasons: [],
    ...overrides,
  };
}

export function hotelDetails(overrides: Partial<HotelDetails> = {}): HotelDetails {
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
    ratings: { value: 4.4, count: 311 },
    best_image: '/api/pwa/images/1234/0.svg',
    hotel_images: ['/api/pwa/images/1234/0.svg', '/api/pwa/images/1234/1.svg', '/api/pwa/images/1234/2.svg'],
    geo_location: { lat: 18.91, lng: 72.82 },
    currency_code: 'INR',
    currency_symbol: '₹',
    available_rooms: 8,
    pricing_details: null,
    slasher_percentage: 21,
    isSoldOut: false,
    isShortListed: false,
    no_of_bedrooms: null,
    no_of_people: null,
    no_of_pets: null,
    description: 'A calm hotel two streets from the Gateway of India.',
    deals_info: null,
    amenities: [
      { id: 1, name: 'Free Wi-Fi', icon: 'wifi' },
      { id: 2, name: 'Breakfast', icon: 'breakfast' },
    ],
    room_categories_with_data: [
      roomCategory({
        id: 3,
        name: 'Family Suite',
        isSoldOut: true,
        sold_out_reasons: ['noRoomsAvailable', 'fewerThanRequested', 'fewerThanMinimumRooms'],
        available_rooms: 0,
      }),
      roomCategory(),
      roomCategory({ id: 2, name: 'Premium King', available_rooms: 2, summed_final_price: 600_000, summed_slasher_price: null, discount_percentage: 0 }),
    ],
    selected_category_id: 1,
    checkin_time: '12:00',
    checkout_time: '11:00',
    restrictions: {
      minMaxRestriction: { present: true, minRoom: 1, maxRoom: 10 },
      no_foreign_guests: false,
      no_unmarried_couples: true,
      no_local_ids: false,
      no_postpaid: false,
    },
    cancellation_policies: [
      { kind: 'free_cancellation', from: null, until: '2030-05-01T03:30:00.000Z', charge: 0 },
      { kind: 'first_night_charge', from: '2030-05-01T03:30:00.000Z', until: null, charge: 220_000 },
    ],
    additional_charge_info: { early_checkin: { from_time: '08:00', standard_time: '12:00', charge_per_room: 110_000 } },
    stay: { checkin: '2030-05-01', checkout: '2030-05-03', nights: 2, rooms: 1, guests: 2 },
    ...overrides,
  };
}
