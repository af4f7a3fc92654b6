import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, countryByDialCode, countryById, currencySymbolOf, phoneLengthFor, type CurrencyCode } from './countries';
import { BRANDS } from './brands';

describe('brand country ids (accounts-commerce §9 "Brand country ids: Netherlands 143, … India 1")', () => {
  it.each([
    ['Netherlands', 143, 'nl'],
    ['Germany', 80, 'de'],
    ['France', 74, 'fr'],
    ['Spain', 183, 'es'],
    ['Austria', 22, 'at'],
    ['Italy', 101, 'it'],
    ['United Kingdom', 210, 'gb'],
    ['Belgium', 28, 'be'],
    ['India', 1, 'in'],
  ])('%s has id %i and URL code %s', (name, id, code) => {
    expect(countryById(id)?.name).toBe(name);
    expect(countryByCode(code)?.id).toBe(id);
  });

  it.each([
    ['India', 1],
    ['Malaysia', 5],
    ['Nepal', 7],
    ['Indonesia', 96],
  ])('"Region ids: India 1, Malaysia 5, Nepal 7, Indonesia 96": %s → %i', (name, region) => {
    expect(COUNTRIES.find((country) => country.name === name)?.region).toBe(region);
  });

  it('every country of a brand has a config', () => {
    for (const brand of BRANDS) for (const id of brand.countryIds) expect(countryById(id)).toBeDefined();
  });

  it('ids and URL codes are unique', () => {
    expect(new Set(COUNTRIES.map((country) => country.id)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
  });
});

describe('country lookups', () => {
  it.each([
    ['gb', 'gb'],
    ['GB', 'gb'],
    ['uk', 'gb'],
    [' In ', 'in'],
    ['xx', undefined],
  ])('countryByCode(%j) → %s', (code, expected) => {
    expect(countryByCode(code)?.code).toBe(expected);
  });

  it.each([
    ['+91', 'in'],
    ['91', 'in'],
    ['+31', 'nl'],
    ['+999', undefined],
  ])('countryByDialCode(%j) → %s', (dial, expected) => {
    expect(countryByDialCode(dial)?.code).toBe(expected);
  });

  it('"other countries use the country\'s min and max length (default 6 and 12)"', () => {
    expect(phoneLengthFor(undefined)).toEqual({ min: 6, max: 12 });
    expect(phoneLengthFor(countryByCode('in'))).toEqual({ min: 10, max: 10 });
    expect(phoneLengthFor(countryByCode('nl'))).toEqual({ min: 6, max: 12 });
  });
});

describe('country defaults (accounts-commerce §9)', () => {
  it('"Default check-in offset 0 days (7 for Japan); check-out 1 day"', () => {
    for (const country of COUNTRIES) {
      expect(country.defaultCheckinDiff).toBe(country.code === 'jp' ? 7 : 0);
      expect(country.defaultCheckoutDiff).toBe(1);
    }
  });

  it('"maxSearchableMonths 12 (UK), 36 (holiday-home countries); maxSelectableDates 28 and minSelectableDates 2"', () => {
    const homes = COUNTRIES.filter((country) => country.defaultPropertyType === 'home');
    expect(homes.map((country) => country.code).sort()).toEqual(['at', 'be', 'de', 'es', 'fr', 'gb', 'it', 'nl']);
    for (const country of homes) {
      expect(country.maxSearchableMonths).toBe(country.code === 'gb' ? 12 : 36);
      expect(country.maxSelectableDates).toBe(28);
      expect(country.minSelectableDates).toBe(2);
    }
  });

  it('"Default room and guest config 1,0,0 or 0,1,0 by country"', () => {
    for (const country of COUNTRIES) expect(['1,0,0', '0,1,0']).toContain(country.defaultRoomGuestConfig);
    expect(countryByCode('in')?.defaultRoomGuestConfig).toBe('1,0,0');
  });

  it('"Default country India, code +91"', () => {
    expect(countryByCode('in')?.dialCode).toBe('+91');
  });

  it('every country has a time zone that Intl knows and a tax line', () => {
    for (const country of COUNTRIES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: country.timeZone })).not.toThrow();
      expect(country.hotelTaxLine.length).toBeGreaterThan(0);
      expect(country.links.privacyPolicy).toMatch(/privacy-policy/);
    }
  });
});

describe('currency symbols come from the country configs', () => {
  it.each([
    ['INR', '₹'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['NPR', 'Rs.'],
  ] as const)('%s → %s', (currency, symbol) => {
    expect(currencySymbolOf(currency)).toBe(symbol);
  });

  it('every country using a currency shows the same symbol for it', () => {
    for (const country of COUNTRIES) expect(currencySymbolOf(country.currencyCode)).toBe(country.currencySymbol);
  });

  it('a currency no country uses is a configuration error', () => {
    expect(() => currencySymbolOf('USD' as CurrencyCode)).toThrow(RangeError);
  });
});

describe('sign-up address (accounts-commerce §4 "address where the country asks")', () => {
  it('the European holiday-home countries ask for it; India and the other hotel countries do not', () => {
    const asking = COUNTRIES.filter((country) => country.signUpAsksAddress).map((country) => country.code);
    expect(asking).toEqual(expect.arrayContaining(['nl', 'de', 'fr', 'es', 'at', 'it', 'gb', 'be']));
    expect(asking).not.toEqual(expect.arrayContaining(['in']));
    for (const code of ['in', 'my', 'np', 'id', 'jp']) expect(countryByCode(code)?.signUpAsksAddress, code).toBe(false);
  });
});
