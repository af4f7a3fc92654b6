import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMoney, formatAmount, formatMoney, minorUnitsOf, money, subtractMoney, toMajor, toMinor } from './money';

describe('money as integer minor units per currency', () => {
  it.each([
    ['INR', 2], ['EUR', 2], ['GBP', 2], ['MYR', 2], ['NPR', 2], ['IDR', 2], ['JPY', 0], ['jpy', 0], ['KWD', 3],
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
    [0, 'GBP', 0],
  ])('%s %s is %i minor units', (major, currency, minor) => {
    expect(toMinor(major, currency)).toBe(minor);
  });

  it('rejects amounts that are not numbers', () => {
    expect(() => toMinor(Number.NaN, 'INR')).toThrow(RangeError);
  });

  it('minor → major → minor is the identity (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom('INR', 'EUR', 'JPY', 'KWD'), (minor, currency) => {
        expect(toMinor(toMajor(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('adds and subtracts in one currency only', () => {
    expect(addMoney(money(10.25, 'eur'), money(0.75, 'EUR'))).toEqual({ amountMinor: 1100, currency: 'EUR' });
    expect(subtractMoney(money(10, 'EUR'), money(0.01, 'EUR'))).toEqual({ amountMinor: 999, currency: 'EUR' });
    expect(() => addMoney(money(1, 'EUR'), money(1, 'GBP'))).toThrow(RangeError);
  });

  it.each([
    [money(2499.5, 'INR'), 'en-IN', '₹2,499.50'],
    [money(1200, 'JPY'), 'en', '¥1,200'],
    [money(12.5, 'EUR'), 'nl', '€ 12,50'],
  ])('formats %j in %s as %s', (value, locale, text) => {
    expect(formatMoney(value, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it.each([
    [150_000, 'INR', '1,500'],
    [150_050, 'INR', '1,500.50'],
    [1500, 'JPY', '1,500'],
  ])('formatAmount(%i, %s) → %s', (minor, currency, text) => {
    expect(formatAmount(minor, currency)).toBe(text);
  });
});
