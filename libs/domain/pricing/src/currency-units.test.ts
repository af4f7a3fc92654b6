import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minorUnitsOf, toMajor, toMinor } from './currency-units';

describe('minor units per currency, one table for pricing, formatting, filters and the map', () => {
  it.each([
    ['INR', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['MYR', 2],
    ['NPR', 2],
    ['IDR', 0],
    ['JPY', 0],
    ['jpy', 0],
    ['KWD', 3],
    ['HUF', 0],
    ['XYZ', 2],
  ])('%s has %i minor units', (currency, units) => {
    expect(minorUnitsOf(currency)).toBe(units);
  });

  it.each([
    [2499.5, 'INR', 249_950],
    [0.1 + 0.2, 'EUR', 30],
    [1.005, 'EUR', 101],
    [-1.005, 'EUR', -101],
    [1200, 'JPY', 1200],
    [1200.5, 'JPY', 1201],
    [150_000, 'IDR', 150_000],
    [0, 'GBP', 0],
  ])('%s %s is %i minor units', (major, currency, minor) => {
    expect(toMinor(major, currency)).toBe(minor);
  });

  it('rejects amounts that are not numbers', () => {
    expect(() => toMinor(Number.NaN, 'INR')).toThrow(RangeError);
  });

  it('minor → major → minor is the identity (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom('INR', 'EUR', 'JPY', 'IDR', 'KWD'), (minor, currency) => {
        expect(toMinor(toMajor(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});
