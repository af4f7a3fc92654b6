import { describe, expect, it } from 'vitest';
import { summariseStay } from '@stays/pricing';
import { hotelBadge, priceDrop, urgencyInfo } from './card-signals';

describe('hotel_badge: from the guests reviews', () => {
  it.each([
    [{ value: null, count: 0 }, null],
    [{ value: 4.8, count: 50 }, 'top_rated'],
    [{ value: 4.5, count: 2400 }, 'top_rated'],
    [{ value: 4.9, count: 49 }, null],
    [{ value: 4.2, count: 500 }, 'guest_favourite'],
    [{ value: 4.2, count: 499 }, null],
    [{ value: 3.9, count: 2000 }, null],
  ])('%o gets %s', (ratings, badge) => {
    expect(hotelBadge(ratings)).toBe(badge);
  });
});

describe("urgency_info: 'Only N room(s) left' when 1 or 2 remain", () => {
  it.each([
    [null, null],
    [0, null],
    [1, { rooms_left: 1 }],
    [2, { rooms_left: 2 }],
    [3, null],
  ])('%s free rooms gives %o', (free, urgency) => {
    expect(urgencyInfo(free)).toEqual(urgency);
  });
});

describe('price_drop: the stay costs at least 20% less than its previous (slasher) rate', () => {
  it('is the previous rate per night and the drop when the cut is 20% or more', () => {
    expect(priceDrop(summariseStay({ nights: 2, rooms: 1, total: 8_000, slasherTotal: 10_000 }))).toEqual({
      previous_price_per_night: 5_000,
      drop_percentage: 20,
    });
  });

  it.each([
    ['an everyday discount under 20%', summariseStay({ nights: 2, rooms: 1, total: 8_200, slasherTotal: 10_000 })],
    ['no previous rate', summariseStay({ nights: 2, rooms: 1, total: 8_000, slasherTotal: null })],
    ['a sold-out stay', null],
  ])('is none for %s', (_case, price) => {
    expect(priceDrop(price)).toBeNull();
  });
});
