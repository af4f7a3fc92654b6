import { describe, expect, it } from 'vitest';
import { occupancyMix, priceOneNight, priceStay, summariseStay, type CategoryTariffs, type PricedNight } from './stay-price';

const tariffs: CategoryTariffs = { single_bed_base_tariff: 300_000, double_bed_base_tariff: 400_000, extra_bed_base_tariff: 50_000 };
const night = (price_minor: number, slasher_price_minor: number | null = null): PricedNight => ({ price_minor, slasher_price_minor });

describe('stay pricing rule: one room, one night, by adults', () => {
  it.each([
    ['1 adult pays price × single / double, rounded', [1], 420_000, 315_000],
    ['1 adult rounds half up', [1], 2, 2], // 2 × 3/4 = 1.5 → 2
    ['2 adults pay the night price', [2], 420_000, 420_000],
    ['3 adults add one extra bed', [3], 420_000, 470_000],
    ['4 adults add two extra beds', [4], 420_000, 520_000],
  ])('%s', (_rule, adults, rate, expected) => {
    expect(priceStay([night(rate)], tariffs, adults).total_price).toBe(expected);
  });

  it('a category without a double tariff charges one adult the full night price', () => {
    const noDouble = { ...tariffs, double_bed_base_tariff: 0 };
    expect(priceOneNight(420_000, noDouble, occupancyMix([1]))).toBe(420_000);
  });
});

describe('stay pricing rule: a stay is the sum over nights and rooms', () => {
  it.each([
    ['two nights, one double room', [night(100_000), night(120_000)], [2], 220_000, 110_000],
    ['one night, a single and a triple room', [night(100_000)], [1, 3], 75_000 + 150_000, 225_000],
    ['three nights, two double rooms: price per night averages and rounds', [night(100_001), night(100_000), night(100_000)], [2, 2], 600_002, 200_001],
    ['no nights: nothing to pay, 0 per night', [], [2], 0, 0],
  ])('%s', (_rule, nights, adults, total, perNight) => {
    const price = priceStay(nights, tariffs, adults);
    expect(price.total_price).toBe(total);
    expect(price.price_per_night).toBe(perNight);
    expect(price.nights).toBe(nights.length);
    expect(price.rooms).toBe(adults.length);
  });
});

describe('stay pricing rule: slasher price and discount', () => {
  it.each([
    ['no night with a slasher: no slasher price, no discount', [night(100_000), night(100_000)], null, null, 0],
    ['every night slashed', [night(80_000, 100_000), night(80_000, 100_000)], 200_000, 100_000, 20],
    ['nights without a slasher count at their price', [night(80_000, 100_000), night(100_000)], 200_000, 100_000, 10],
    ['a discount percentage rounds', [night(66_667, 100_000)], 100_000, 100_000, 33],
  ])('%s', (_rule, nights, slasherTotal, slasherPerNight, discount) => {
    const price = priceStay(nights, tariffs, [2]);
    expect(price.slasher_total).toBe(slasherTotal);
    expect(price.slasher_price).toBe(slasherPerNight);
    expect(price.discount_percentage).toBe(discount);
  });

  it('single occupancy applies to slasher nights the same way', () => {
    expect(priceStay([night(80_000, 100_000)], tariffs, [1]).slasher_total).toBe(75_000);
  });

  it.each([
    [90, 100, 10],
    [100, 100, 0],
    [120, 100, 0],
    [0, 100, 100],
    [50, 0, 0],
    [50, null, 0],
  ])('stay totals: %i against a slasher total of %s is a %i%% discount', (total, slasherTotal, expected) => {
    expect(summariseStay({ nights: 1, rooms: 1, total, slasherTotal }).discount_percentage).toBe(expected);
  });
});

describe('stay pricing rule: occupancy mix groups rooms the way the rule charges them', () => {
  it.each([
    [[2], { singleRooms: 0, doubleRooms: 1, extraAdults: 0 }],
    [[1, 1, 2], { singleRooms: 2, doubleRooms: 1, extraAdults: 0 }],
    [[3, 4], { singleRooms: 0, doubleRooms: 2, extraAdults: 3 }],
  ])('%j → %j', (adults, mix) => {
    expect(occupancyMix(adults)).toEqual(mix);
  });
});
