import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nightsWithQuote } from './quote-price';

const night = (price_minor: number, slasher_price_minor: number | null = null) => ({ price_minor, slasher_price_minor, night: '2027-01-01' });

describe('nightsWithQuote', () => {
  it('charges the quoted rate of a night that has become dearer, and shows today’s rate struck through', () => {
    expect(nightsWithQuote([night(500_000), night(450_000, 600_000)], [400_000, 420_000])).toEqual([
      { price_minor: 400_000, slasher_price_minor: 500_000, night: '2027-01-01' },
      { price_minor: 420_000, slasher_price_minor: 600_000, night: '2027-01-01' },
    ]);
  });

  it('charges today’s rate of a night that has become cheaper than quoted', () => {
    expect(nightsWithQuote([night(300_000, 350_000)], [400_000])).toEqual([night(300_000, 350_000)]);
  });

  it('never charges a night above its quoted rate nor above today’s rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 })), { minLength: 1, maxLength: 30 }),
        (pairs) => {
          const priced = nightsWithQuote(
            pairs.map(([today]) => night(today)),
            pairs.map(([, quoted]) => quoted),
          );
          priced.forEach((result, index) => {
            const [today, quoted] = pairs[index] as [number, number];
            expect(result.price_minor).toBe(Math.min(today, quoted));
          });
        },
      ),
    );
  });
});
