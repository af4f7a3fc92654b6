import { describe, expect, it } from 'vitest';
import { roundPrice } from './generated-property';
import { priceLimitsMinor } from './nights';

describe('seeded prices are minor units of their own currency', () => {
  it.each([
    [12_345, 'INR', 12_000],
    [12_345, 'EUR', 12_300],
    [12_345, 'GBP', 12_300],
    // No minor units: a whole yen or rupiah is 1.
    [12_345, 'JPY', 12_345],
    [12_345, 'IDR', 12_345],
  ])('%i rounds in %s to %i', (minor, currency, rounded) => {
    expect(roundPrice(minor, currency)).toBe(rounded);
  });

  it('limits prices in minor units of the currency', () => {
    expect(priceLimitsMinor('INR', 'hotel')).toEqual([90_000, 1_200_000]);
    expect(priceLimitsMinor('JPY', 'hotel')).toEqual([1, 1_000_000]);
  });
});
