import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('money is shown from integer minor units with Intl.NumberFormat', () => {
  it.each([
    [249_900, 'INR', 'en-IN', '₹2,499'],
    [12_345_050, 'INR', 'en-IN', '₹1,23,450.50'],
    [8_900, 'EUR', 'nl', '€ 89'],
    [8_950, 'EUR', 'de', '89,50 €'],
    [1_200_000, 'EUR', 'en', '€12,000'],
    [7_500, 'GBP', 'en', '£75'],
  ])('%i %s in %s → %s', (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});
