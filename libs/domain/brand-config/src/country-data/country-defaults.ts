import type { CountryConfig } from '../countries';

/** A country's entry before its site links are added (countries.ts adds them). */
export type CountryEntry = Omit<CountryConfig, 'links' | 'doesReferralExists'>;

export const DEFAULT_PHONE_LENGTH = { min: 6, max: 12 } as const;

const EXCLUSIVE_TAX_LINES = { hotelTaxLine: 'Taxes and fees are charged in addition to the room price', shortHotelTaxLine: '+ taxes & fees' } as const;
const INCLUSIVE_TAX_LINES = { hotelTaxLine: 'Price includes taxes and fees', shortHotelTaxLine: 'incl. taxes & fees' } as const;

/** The tax lines of a country: prices shown with taxes (inclusive) or with taxes added on a separate line. */
export const taxLines = (clusivity: 'inclusive' | 'exclusive') => ({
  taxClusivity: clusivity,
  ...(clusivity === 'inclusive' ? INCLUSIVE_TAX_LINES : EXCLUSIVE_TAX_LINES),
});

/** A market of the hotel brand: rooms for one adult, searched up to a year ahead. */
export const hotelCountry = {
  codeAliases: [],
  phoneLength: DEFAULT_PHONE_LENGTH,
  distanceUnit: 'km',
  ...taxLines('exclusive'),
  defaultCheckinDiff: 0,
  defaultCheckoutDiff: 1,
  defaultRoomGuestConfig: '1,0,0',
  maxSearchableMonths: 12,
  doesHomePageExists: true,
  defaultPropertyType: 'hotel',
  alternateLocales: [],
  toShowMilesOnDetail: false,
  signUpAsksAddress: false,
  popularCities: [],
  footerLinks: [],
} as const;

/** A market of the holiday-home brand: whole homes for two, prices with taxes, stays of 2 to 28 nights up to 3 years ahead. */
export const holidayHomeCountry = {
  codeAliases: [],
  currencyCode: 'EUR',
  currencySymbol: '€',
  phoneLength: DEFAULT_PHONE_LENGTH,
  distanceUnit: 'km',
  ...taxLines('inclusive'),
  defaultCheckinDiff: 0,
  defaultCheckoutDiff: 1,
  defaultRoomGuestConfig: '0,1,0',
  maxSearchableMonths: 36,
  maxSelectableDates: 28,
  minSelectableDates: 2,
  doesHomePageExists: true,
  defaultPropertyType: 'home',
  alternateLocales: [],
  toShowMilesOnDetail: false,
  // The European sites bill and invoice the guest's address, so they ask for it when the account is made.
  signUpAsksAddress: true,
  popularCities: [],
  footerLinks: [],
} as const;
