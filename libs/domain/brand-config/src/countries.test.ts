import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, countryByDialCode, countryById, currencySymbolOf, footerLinkHref, phoneLengthFor, type CurrencyCode } from './countries';
import { BRANDS } from './brands';
import { LOCALES } from './locales';

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
    expect(new Set(COUNTRIES.flatMap((country) => [country.code, ...country.codeAliases])).size).toBe(
      COUNTRIES.reduce((count, country) => count + 1 + country.codeAliases.length, 0),
    );
  });
});

describe('the country list (accounts-commerce §9 "The country list covers about 50 countries")', () => {
  const localeCodes = LOCALES.map((entry) => entry.locale);
  const currencies = Intl.supportedValuesOf('currency');

  it('has about fifty countries, across Asia, the Middle East, Africa, Europe, the Americas and Oceania', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(45);
    expect(COUNTRIES.length).toBeLessThanOrEqual(60);
    for (const code of ['ae', 'sa', 'qa', 'th', 'vn', 'ph', 'sg', 'lk', 'bd', 'cn', 'br', 'mx', 'us', 'pt', 'dk', 'se', 'no', 'hr', 'gr', 'ch'])
      expect(countryByCode(code), code).toBeDefined();
    for (const code of ['cz', 'pl', 'hu', 'ie', 'tr', 'eg', 'za', 'au', 'nz']) expect(countryByCode(code), code).toBeDefined();
  });

  it.each(COUNTRIES.map((country) => [country.name, country] as const))('%s is a consistent country config', (_name, country) => {
    // The URL code is an ISO 3166 alpha-2 code Intl names (the UK's is GB).
    expect(country.code).toMatch(/^[a-z]{2}$/);
    expect(new Intl.DisplayNames('en', { type: 'region', fallback: 'none' }).of(country.code.toUpperCase())).toBeDefined();
    expect(country.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
    expect(country.phoneLength.min).toBeGreaterThanOrEqual(6);
    expect(country.phoneLength.max).toBeLessThanOrEqual(12);
    expect(country.phoneLength.min).toBeLessThanOrEqual(country.phoneLength.max);
    expect(currencies).toContain(country.currencyCode);
    expect(country.currencySymbol.length).toBeGreaterThan(0);
    expect(() => new Intl.DateTimeFormat('en', { timeZone: country.timeZone })).not.toThrow();
    expect(localeCodes).toContain(country.lang);
    for (const alternate of country.alternateLocales) expect(localeCodes).toContain(alternate);
    expect(country.alternateLocales).not.toContain(country.lang);
    expect(country.taxRatePercent).toBeGreaterThanOrEqual(0);
    expect(country.taxRatePercent).toBeLessThan(30);
    expect(country.hotelTaxLine).toBe(
      country.taxClusivity === 'inclusive' ? 'Price includes taxes and fees' : 'Taxes and fees are charged in addition to the room price',
    );
    expect(country.distanceUnit).toBe(['gb', 'us'].includes(country.code) ? 'mi' : 'km');
    expect(country.toShowMilesOnDetail).toBe(country.distanceUnit === 'mi');
    expect(country.defaultRoomGuestConfig).toBe(country.defaultPropertyType === 'home' ? '0,1,0' : '1,0,0');
    expect(country.region).toBe(country.id);
  });

  it('dial codes name one country each, so a phone number finds its country', () => {
    expect(new Set(COUNTRIES.map((country) => country.dialCode)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(countryByDialCode(country.dialCode)?.code).toBe(country.code);
  });

  it.each([
    ['ae', 'AED', '+971'],
    ['sa', 'SAR', '+966'],
    ['us', 'USD', '+1'],
    ['vn', 'VND', '+84'],
    ['ch', 'CHF', '+41'],
    ['br', 'BRL', '+55'],
  ])('%s sells in %s and dials %s', (code, currency, dial) => {
    expect(countryByCode(code)).toMatchObject({ currencyCode: currency, dialCode: dial });
  });

  it('every brand serves the countries it sells and markets of its own kind of stay; every country has a brand', () => {
    for (const brand of BRANDS) {
      expect(brand.marketCountryIds).toEqual(expect.arrayContaining([...brand.countryIds]));
      for (const id of brand.marketCountryIds)
        expect(countryById(id)?.defaultPropertyType === brand.defaultPropertyType || id === 1, `${brand.id} ${id}`).toBe(true);
    }
    for (const country of COUNTRIES)
      expect(
        BRANDS.some((brand) => brand.marketCountryIds.includes(country.id)),
        country.name,
      ).toBe(true);
  });

  it('Arabic markets speak Arabic and name their popular and footer cities in Arabic', () => {
    const arabic = COUNTRIES.filter((country) => country.lang === 'ar' || country.alternateLocales.includes('ar'));
    expect(arabic.map((country) => country.code).sort()).toEqual(['ae', 'bh', 'eg', 'kw', 'om', 'qa', 'sa']);
    for (const country of arabic) {
      expect(country.popularCities.length).toBeGreaterThan(0);
      for (const city of country.popularCities) expect(city.displayName, city.name).toMatch(/^[\u0600-\u06FF ]+$/);
      for (const city of country.footerLinks.flatMap((group) => group.urls.flatMap((url) => url.cities))) expect(city.displayName).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('every footer link pattern has its city placeholder and fills it with the city slug', () => {
    for (const country of COUNTRIES)
      for (const url of country.footerLinks.flatMap((group) => group.urls)) {
        expect(url.pattern).toContain('{city}');
        expect(url.cities.length).toBeGreaterThan(0);
      }
    expect(footerLinkHref('/{city}/hotels-in-{city}-near-beach', { slug: 'goa' })).toBe('/goa/hotels-in-goa-near-beach');
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
    expect(homes.map((country) => country.code)).toEqual(expect.arrayContaining(['at', 'be', 'de', 'es', 'fr', 'gb', 'it', 'nl']));
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
    expect(() => currencySymbolOf('XAU' as CurrencyCode)).toThrow(RangeError);
  });
});

describe('sign-up address (accounts-commerce §4 "address where the country asks")', () => {
  it('the European holiday-home countries ask for it; India and the other hotel countries do not', () => {
    const asking = COUNTRIES.filter((country) => country.signUpAsksAddress).map((country) => country.code);
    expect(asking).toEqual(expect.arrayContaining(['nl', 'de', 'fr', 'es', 'at', 'it', 'gb', 'be']));
    for (const country of COUNTRIES) expect(country.signUpAsksAddress, country.code).toBe(country.defaultPropertyType === 'home');
    expect(asking).not.toEqual(expect.arrayContaining(['in']));
    for (const code of ['in', 'my', 'np', 'id', 'jp']) expect(countryByCode(code)?.signUpAsksAddress, code).toBe(false);
  });
});
