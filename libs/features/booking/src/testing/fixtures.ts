import type { RoomCategory } from '@stays/api-client';
import type { DialCountry } from '../components/booking-summary/use-booking-form';
import type { BookableStay } from '../utils/bookable-stay';

export function category(overrides: Partial<RoomCategory> = {}): RoomCategory {
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
    amenities: ['Free Wi-Fi'],
    one_liner: 'Sea-facing room with a queen bed',
    services: [],
    views: [],
    restricted_amenities: [],
    combined_media: [],
    tax_info: { total_tax: 52_800, final_price_with_tax: 492_800 },
    isSoldOut: false,
    sold_out_reasons: [],
    ...overrides,
  };
}

export function stay(overrides: Partial<BookableStay> = {}): BookableStay {
  return {
    hotelId: 1234,
    hotelName: 'Nivaas Residency Colaba',
    currency: 'INR',
    checkin: '2030-05-01',
    checkout: '2030-05-03',
    nights: 2,
    rooms: 1,
    guests: 2,
    roomsConfig: '1,2,0,0,0',
    noPostpaid: false,
    countryId: 1,
    earlyCheckin: null,
    cancellationPolicies: [
      { kind: 'free_cancellation', from: null, until: '2030-04-30T06:30:00.000Z', charge: 0 },
      { kind: 'first_night_charge', from: '2030-04-30T06:30:00.000Z', until: null, charge: 220_000 },
    ],
    categories: [
      category({ id: 3, name: 'Family Suite', isSoldOut: true, sold_out_reasons: ['noRoomsAvailable'], available_rooms: 0 }),
      category(),
      category({
        id: 2,
        name: 'Premium King',
        summed_final_price: 600_000,
        summed_slasher_price: null,
        discount_percentage: 0,
        tax_info: { total_tax: 72_000, final_price_with_tax: 672_000 },
      }),
    ],
    selectedCategoryId: 1,
    ...overrides,
  };
}

export const DIAL_COUNTRIES: DialCountry[] = [
  { dialCode: '+91', name: 'India', phoneLength: { min: 10, max: 10 } },
  { dialCode: '+31', name: 'Netherlands', phoneLength: { min: 9, max: 9 } },
];

export { bookingFixture as booking } from '@stays/api-client/testing';
