/** The countries our brands sell, with the fields the product uses (spec accounts-commerce §3 "Country config"). */
export interface CountryConfig {
  /** Lowercase ISO 3166 alpha-2 code as used in URLs ('in', 'nl', 'gb'). */
  code: string;
  /** Brand country id (spec accounts-commerce §9). */
  id: number;
  name: string;
  currencyCode: 'INR' | 'EUR' | 'GBP';
  currencySymbol: string;
  /** Dial code with plus: '+91'. */
  dialCode: string;
  phoneLength: { min: number; max: number };
  timeZone: string;
  distanceUnit: 'km' | 'mi';
  taxClusivity: 'inclusive' | 'exclusive';
  defaultCheckinDiff: number;
  defaultCheckoutDiff: number;
  /** Compact occupancy: rooms with 1, 2 and 3 adults. */
  defaultRoomGuestConfig: string;
  maxSearchableMonths: number;
  maxSelectableDates?: number;
  minSelectableDates?: number;
}

const holidayHomeDefaults = {
  currencyCode: 'EUR',
  currencySymbol: '€',
  distanceUnit: 'km',
  taxClusivity: 'inclusive',
  defaultCheckinDiff: 0,
  defaultCheckoutDiff: 1,
  defaultRoomGuestConfig: '0,1,0',
  maxSearchableMonths: 36,
  maxSelectableDates: 28,
  minSelectableDates: 2,
  phoneLength: { min: 6, max: 12 },
} as const;

export const COUNTRIES: readonly CountryConfig[] = [
  {
    code: 'in', id: 1, name: 'India', currencyCode: 'INR', currencySymbol: '₹', dialCode: '+91',
    phoneLength: { min: 10, max: 10 }, timeZone: 'Asia/Kolkata', distanceUnit: 'km', taxClusivity: 'exclusive',
    defaultCheckinDiff: 0, defaultCheckoutDiff: 1, defaultRoomGuestConfig: '1,0,0', maxSearchableMonths: 12,
  },
  { ...holidayHomeDefaults, code: 'nl', id: 143, name: 'Netherlands', dialCode: '+31', timeZone: 'Europe/Amsterdam' },
  { ...holidayHomeDefaults, code: 'de', id: 80, name: 'Germany', dialCode: '+49', timeZone: 'Europe/Berlin' },
  { ...holidayHomeDefaults, code: 'fr', id: 74, name: 'France', dialCode: '+33', timeZone: 'Europe/Paris' },
  { ...holidayHomeDefaults, code: 'es', id: 183, name: 'Spain', dialCode: '+34', timeZone: 'Europe/Madrid' },
  { ...holidayHomeDefaults, code: 'at', id: 22, name: 'Austria', dialCode: '+43', timeZone: 'Europe/Vienna' },
  { ...holidayHomeDefaults, code: 'it', id: 101, name: 'Italy', dialCode: '+39', timeZone: 'Europe/Rome' },
  {
    ...holidayHomeDefaults, code: 'gb', id: 210, name: 'United Kingdom', currencyCode: 'GBP', currencySymbol: '£',
    dialCode: '+44', timeZone: 'Europe/London', distanceUnit: 'mi', maxSearchableMonths: 12,
  },
  { ...holidayHomeDefaults, code: 'be', id: 28, name: 'Belgium', dialCode: '+32', timeZone: 'Europe/Brussels' },
];

export function countryById(id: number): CountryConfig | undefined {
  return COUNTRIES.find((country) => country.id === id);
}

export function countryByCode(code: string): CountryConfig | undefined {
  const lower = code.toLowerCase();
  return COUNTRIES.find((country) => country.code === lower);
}
