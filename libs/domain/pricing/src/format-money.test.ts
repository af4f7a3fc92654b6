import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './format-money';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money is shown from integer minor units with Intl.NumberFormat', () => {
  it.each([
    [249_900, 'INR', 'en-IN', '₹2,499'],
    [249_950, 'INR', 'en-IN', '₹2,499.50'],
    [12_345_050, 'INR', 'en-IN', '₹1,23,450.50'],
    [8_900, 'EUR', 'nl', '€ 89'],
    [1_250, 'EUR', 'nl', '€ 12,50'],
    [8_950, 'EUR', 'de', '89,50 €'],
    [1_200_000, 'EUR', 'en', '€12,000'],
    [7_500, 'GBP', 'en', '£75'],
    [1_200, 'JPY', 'en', '¥1,200'],
    [1_500_000, 'IDR', 'id', 'Rp 1.500.000'],
  ])('%i %s in %s → %s', (minor, currency, locale, expected) => {
    expect(plain(formatMoney(minor, currency, locale))).toBe(expected);
  });

  it.each([
    [249_950, 'INR', 'en-IN', '₹2,500'],
    [249_949, 'INR', 'en-IN', '₹2,499'],
    [8_950, 'EUR', 'de', '90 €'],
    [12_000, 'JPY', 'ja', '￥12,000'],
  ])('%i %s in %s rounded to whole units → %s', (minor, currency, locale, expected) => {
    expect(plain(formatMoney(minor, currency, locale, { wholeUnits: true }))).toBe(expected);
  });

  it.each([
    [150_000, 'INR', '1,500'],
    [150_050, 'INR', '1,500.50'],
    [1500, 'JPY', '1,500'],
    [1500, 'IDR', '1,500'],
  ])('formatAmount(%i, %s) → %s', (minor, currency, text) => {
    expect(formatAmount(minor, currency)).toBe(text);
  });
});
