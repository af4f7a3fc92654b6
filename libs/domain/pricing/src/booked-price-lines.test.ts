import { describe, expect, it } from 'vitest';
import { bookedPriceLines } from './booked-price-lines';

const bills = [
  { bill_type: 'room', name: 'Room charges', amount: 1_209_000 },
  { bill_type: 'food', name: 'Meals', amount: 90_000 },
  { bill_type: 'taxes', name: 'Taxes and fees', amount: 156_000 },
];

describe('a confirmation’s room and discount lines', () => {
  it('keeps the offer’s discount the booking summary showed: the room at its slasher price, less the discount', () => {
    expect(bookedPriceLines({ total_amount: 1_299_000, slasher_amount: 1_403_000, discount: 0, bills_hash: bills })).toEqual({
      roomMinor: 1_403_000,
      discountMinor: 194_000,
    });
  });

  it('adds the coupon and member discounts to the offer’s, and shows the room bill without the meals', () => {
    expect(bookedPriceLines({ total_amount: 1_299_000, slasher_amount: 1_403_000, discount: 50_000, bills_hash: bills })).toEqual({
      roomMinor: 1_403_000,
      discountMinor: 244_000,
    });
    expect(bookedPriceLines({ total_amount: 1_299_000, slasher_amount: null, discount: 50_000, bills_hash: bills })).toEqual({
      roomMinor: 1_209_000,
      discountMinor: 50_000,
    });
  });

  it('falls back on total_amount when the booking lists no room bill', () => {
    expect(bookedPriceLines({ total_amount: 42_000, slasher_amount: 40_000, discount: 0, bills_hash: [] })).toEqual({ roomMinor: 42_000, discountMinor: 0 });
  });
});
