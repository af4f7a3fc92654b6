import { bookingSchema, type Booking, type RoomCategory } from '@stays/api-client';
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
    categories: [
      category({ id: 3, name: 'Family Suite', isSoldOut: true, sold_out_reasons: ['noRoomsAvailable'], available_rooms: 0 }),
      category(),
      category({ id: 2, name: 'Premium King', summed_final_price: 600_000, summed_slasher_price: null, discount_percentage: 0, tax_info: { total_tax: 72_000, final_price_with_tax: 672_000 } }),
    ],
    selectedCategoryId: 1,
    ...overrides,
  };
}

export const DIAL_COUNTRIES: DialCountry[] = [
  { dialCode: '+91', name: 'India', phoneLength: { min: 10, max: 10 } },
  { dialCode: '+31', name: 'Netherlands', phoneLength: { min: 9, max: 9 } },
];

/** A booking as the API answers it (parsed by the contract, so the fixture follows the wire format). */
export function booking(overrides: Partial<Booking> = {}): Booking {
  return bookingSchema.parse({
    id: 77,
    booking_no: 'NV7Q4K2M',
    invoice_no: 'NV7Q4K2M',
    status_key: 0,
    state: 'confirmed',
    display_status: 'confirmed',
    get_payment_status_id: 0,
    cancellable: true,
    payable: false,
    pay_at_hotel: true,
    total_amount: 560_000,
    slasher_amount: 560_000,
    discount: 67_200,
    final_amount: 492_800,
    payable_amount: 492_800,
    get_amount_paid: 0,
    currency_code: 'INR',
    currency_symbol: '₹',
    available_payment_modes: [],
    hotel: {
      id: 1234,
      name: 'Nivaas Residency Colaba',
      address: '12 Colaba Causeway, Mumbai 400005',
      phone: '+912222845000',
      city: 'Mumbai',
      city_id: 12,
      country_name: 'India',
      hotel_type: 'hotel',
      latitude: 18.91,
      longitude: 72.82,
      restrictions: [],
    },
    room_category: { id: 1, name: 'Deluxe Double' },
    guest: { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', guest_country_code: '+91' },
    booking_rooms: [{ no_of_adults: 2, no_of_children: 0, no_of_babies: 0, no_of_pets: 0 }],
    checkin: '2030-05-01',
    checkout: '2030-05-03',
    nights_count: 2,
    no_of_guest: 2,
    source: 'Web Booking',
    request_type: 'NEW',
    created_at: '2030-04-20T10:00:00.000Z',
    cancellation_reason: null,
    cancelled_at: null,
    token: 'signed-token',
    booking_token: 'paid-token',
    minimum_prepay_amount: 0,
    paylater_amount: 0,
    paylater_card_charge_attempted: false,
    hold_expires_at: null,
    bills_hash: [],
    early_checkin: false,
    payments: [],
    payment_details: [],
    coupon_code: null,
    prepaid_discount_percent: 0,
    refunded_amount: 0,
    cancellation_charge: null,
    saved_cards: [],
    replaces_invoice_no: null,
    deal_id: null,
    quotation_id: null,
    ...overrides,
  });
}
