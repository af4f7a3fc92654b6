import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { pinPriceText } from './pin-price';

const intlIn = (locale: string) => createIntl({ locale, defaultLocale: 'en', messages: {}, onError: () => undefined });
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe("a map pin's price", () => {
  it.each([
    ['en-IN', 249_950, 'INR', '₹2,500'],
    ['en-IN', 249_900, 'INR', '₹2,499'],
    ['nl', 8_950, 'EUR', '€ 90'],
    ['en', 7_500, 'GBP', '£75'],
    // Yen and rupiah have no minor units: the stored amount is the price, not a hundredth of it.
    ['en', 12_000, 'JPY', '¥12,000'],
    ['id', 1_500_000, 'IDR', 'Rp 1.500.000'],
  ])('in %s, %i minor units of %s → %s', (locale, price, currency, text) => {
    expect(plain(pinPriceText(intlIn(locale), price, currency, false))).toBe(text);
  });

  it('says sold out without a price, or asks for dates on an open search', () => {
    expect(pinPriceText(intlIn('en'), null, 'INR', false)).toBe('Sold out');
    expect(pinPriceText(intlIn('en'), null, 'INR', true)).toBe('Choose dates');
  });
});
