import { describe, expect, it } from 'vitest';
import { resolveStay } from '../stay/resolve-stay';
import type { CategoryWithNights, StoredNight } from './find-room-nights.repository';
import { priceRoomCategory } from './price-room-category';

const night = (date: string, overrides: Partial<StoredNight> = {}): StoredNight => ({
  night: date,
  total: 4,
  sold: 1,
  price_minor: 100_000,
  slasher_price_minor: null,
  min_stay: 1,
  ...overrides,
});

const category = (nights: StoredNight[], overrides: Partial<CategoryWithNights> = {}): CategoryWithNights => ({
  id: 7,
  name: 'Deluxe',
  max_occupancy: 3,
  single_bed_base_tariff: 75_000,
  double_bed_base_tariff: 100_000,
  extra_bed_base_tariff: 20_000,
  amenities: ['Wi-Fi'],
  one_liner: null,
  services: [],
  views: [],
  restricted_amenities: [],
  media: [],
  nights,
  ...overrides,
});

const twoNights = [night('2026-05-01'), night('2026-05-02', { price_minor: 120_000, slasher_price_minor: 150_000 })];
const stay = (roomsConfig = '1,2,0,0,0', minCount?: number) => resolveStay({ checkin: '2026-05-01', checkout: '2026-05-03', roomsConfig, minCount }, null);
const india = { countryId: 1, minRooms: 1 };

describe('a room category is sold out when (spec guest-journey §4)', () => {
  it.each([
    ['a night has no inventory row', category([night('2026-05-01')]), stay(), india],
    ['a night has no free room', category([night('2026-05-01'), night('2026-05-02', { sold: 4 })]), stay(), india],
    ['fewer rooms are free than asked', category(twoNights), stay('1,2,0,0,0', 4), india],
    ['the largest room holds more adults than allowed', category(twoNights), stay('1,4,0,0,0'), india],
    [
      'pricing is invalid (nothing to pay for the stay)',
      category([night('2026-05-01', { price_minor: 0 }), night('2026-05-02', { price_minor: 0 })]),
      stay(),
      india,
    ],
    ['fewer rooms are free than the property’s minimum', category(twoNights), stay('1,2,0,0,0', 3), { countryId: 1, minRooms: 4 }],
    ['fewer rooms are asked than the property’s minimum', category(twoNights), stay(), { countryId: 1, minRooms: 2 }],
    ['the stay is shorter than the check-in night’s minimum stay', category([night('2026-05-01', { min_stay: 3 }), night('2026-05-02')]), stay(), india],
  ])('%s', (_rule, roomCategory, requested, context) => {
    expect(priceRoomCategory(roomCategory, requested, context).isSoldOut).toBe(true);
  });

  it('and is bookable otherwise, with the fewest free rooms of the stay', () => {
    const priced = priceRoomCategory(category(twoNights), stay(), india);
    expect(priced).toMatchObject({ isSoldOut: false, available_rooms: 3 });
  });
});

describe('a room category is priced for the stay by the pricing rule', () => {
  it('sums the nights, shows each night’s price for the rooms asked, and the slasher total', () => {
    const priced = priceRoomCategory(category(twoNights), stay('1,1,0,0,0'), { countryId: 143, minRooms: 1 });
    expect(priced.pricing_info.prices).toEqual([
      { date: '2026-05-01', price: 75_000, available: 3 },
      { date: '2026-05-02', price: 90_000, available: 3 },
    ]);
    expect(priced.summed_final_price).toBe(165_000);
    expect(priced.summed_slasher_price).toBe(75_000 + 112_500);
    expect(priced.discount_percentage).toBe(12);
    expect(priced.tax_clusivity).toBe('inclusive');
    expect(priced.pricing_info).toMatchObject({ average_price_single: 82_500, average_price_double: 110_000, average_price_extra: 20_000 });
  });
});
