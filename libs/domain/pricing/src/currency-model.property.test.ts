import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minorUnitsOf, toMajor, toMinor } from './currency-units';
import { formatMoney } from './format-money';
import { checkPaymentAmount, paymentMessages } from './payment-amount';
import { TEST_CURRENCIES, TEST_LOCALES, amountInText } from './testing';

const currency = fc.constantFrom(...TEST_CURRENCIES);
const locale = fc.constantFrom(...TEST_LOCALES);
const minor = fc.integer({ min: -1e12, max: 1e12 });

describe('one currency model over every configured currency (properties)', () => {
  it('the configured currencies include the ones without minor units and with three', () => {
    expect(TEST_CURRENCIES).toEqual(expect.arrayContaining(['INR', 'EUR', 'GBP', 'JPY', 'IDR', 'MYR', 'NPR']));
    expect(TEST_CURRENCIES.filter((code) => minorUnitsOf(code) === 0).sort()).toEqual(['COP', 'HUF', 'IDR', 'JPY', 'KRW', 'VND']);
    expect(TEST_CURRENCIES.filter((code) => minorUnitsOf(code) === 3).sort()).toEqual(['BHD', 'KWD', 'OMR']);
  });

  it('minor → major → minor is the identity', () => {
    fc.assert(
      fc.property(minor, currency, (amount, code) => {
        expect(toMinor(toMajor(amount, code), code)).toBe(amount);
      }),
    );
  });

  it("formatMoney shows the amount exactly, never with more decimals than the currency has, in every site's locale", () => {
    fc.assert(
      fc.property(minor, currency, locale, (amount, code, where) => {
        const shown = amountInText(formatMoney(amount, code, where), where);
        expect(shown.decimals).toBeLessThanOrEqual(minorUnitsOf(code));
        expect(shown.decimals === 0 || shown.decimals === minorUnitsOf(code)).toBe(true);
        expect(shown.major).toBe(Math.abs(toMajor(amount, code)));
      }),
    );
  });

  it('formatMoney in whole units shows no decimals and the amount rounded half away from zero', () => {
    fc.assert(
      fc.property(minor, currency, locale, (amount, code, where) => {
        const shown = amountInText(formatMoney(amount, code, where, { wholeUnits: true }), where);
        expect(shown).toEqual({ major: Math.round(Math.abs(toMajor(amount, code))), decimals: 0 });
      }),
    );
  });

  it("the payment amount accepts the currency's decimals and refuses one more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e10 }), currency, fc.integer({ min: 1, max: 9 }), (amount, code, extra) => {
        const context = { currency: code, currencySymbol: code, minimumMinor: 1, payableMinor: 1e10 };
        const digits = minorUnitsOf(code);
        const typed = toMajor(amount, code).toFixed(digits);
        expect(checkPaymentAmount(typed, context)).toEqual({ valid: true, amountMinor: amount });
        expect(checkPaymentAmount(String(toMajor(amount, code)), context)).toEqual({ valid: true, amountMinor: amount });
        const tooPrecise = `${typed}${digits === 0 ? '.' : ''}${extra}`;
        expect(checkPaymentAmount(tooPrecise, context)).toEqual({ valid: false, message: paymentMessages.invalidAmount, values: {} });
      }),
    );
  });
});

describe('amountInText reads a formatted amount back', () => {
  it.each([
    ['₹1,23,450.50', 'en-IN', { major: 123_450.5, decimals: 2 }],
    ['1.500,50 €', 'de', { major: 1500.5, decimals: 2 }],
    ['Rp 1.500.000', 'id', { major: 1_500_000, decimals: 0 }],
    ['Rs.1,500', 'en', { major: 1500, decimals: 0 }],
    ['١٬٥٠٠٫٥٠ ₹', 'ar-EG', { major: 1500.5, decimals: 2 }],
  ])('%s in %s', (text, where, amount) => {
    expect(amountInText(text, where)).toEqual(amount);
  });
});
