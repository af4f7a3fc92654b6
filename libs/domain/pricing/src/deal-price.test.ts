import { describe, expect, it } from 'vitest';
import { nightsWithDeal } from './deal-price';
import { priceStay } from './stay-price';

const tariffs = { single_bed_base_tariff: 300_000, double_bed_base_tariff: 400_000, extra_bed_base_tariff: 50_000 };

describe('a deal takes its percentage off every night of the stay', () => {
  it.each([
    { rate: 400_000, percent: 15, dealt: 340_000 },
    { rate: 333_333, percent: 15, dealt: 283_334 },
    { rate: 21_000, percent: 10, dealt: 18_900 },
  ])('$percent% off a night of $rate leaves $dealt (the discount floored)', ({ rate, percent, dealt }) => {
    expect(nightsWithDeal([{ price_minor: rate, slasher_price_minor: null }], percent)).toEqual([{ price_minor: dealt, slasher_price_minor: rate }]);
  });

  it('keeps a higher slasher price, and shows the rate before the deal as slashed otherwise', () => {
    expect(
      nightsWithDeal(
        [
          { price_minor: 400_000, slasher_price_minor: 500_000 },
          { price_minor: 400_000, slasher_price_minor: 300_000 },
        ],
        20,
      ),
    ).toEqual([
      { price_minor: 320_000, slasher_price_minor: 500_000 },
      { price_minor: 320_000, slasher_price_minor: 400_000 },
    ]);
  });

  it('leaves the nights as they are without a deal', () => {
    const nights = [{ price_minor: 400_000, slasher_price_minor: null, night: '2026-03-10' }];
    expect(nightsWithDeal(nights, 0)).toEqual(nights);
  });

  it('prices a stay of two nights for one adult at the deal rate, the undiscounted total as slasher', () => {
    const price = priceStay(
      nightsWithDeal(
        [
          { price_minor: 400_000, slasher_price_minor: null },
          { price_minor: 400_000, slasher_price_minor: null },
        ],
        25,
      ),
      tariffs,
      [1],
    );
    expect(price).toMatchObject({ total_price: 450_000, slasher_total: 600_000, discount_percentage: 25 });
  });
});
