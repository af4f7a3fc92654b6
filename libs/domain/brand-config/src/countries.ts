/** The countries our brands sell, with the fields the product uses (spec accounts-commerce §3 "Country config"). */
export type CurrencyCode = 'INR' | 'EUR' | 'GBP' | 'MYR' | 'NPR' | 'IDR' | 'JPY';

/** Footer and policy links of a country site (accounts-commerce §3 "links"). */
interface CountryLinks {
  guestPolicy: string;
  privacyPolicy: string;
  termsAndCondition: string;
  cookiePolicy: string;
  savedCardPolicy: string;
  faqLink: string;
  /** Not in the spec's list: our pages on corporate social responsibility and on unmarried couples (guest-journey §2). */
  corporateSocialResponsibility: string;
  unmarriedCouples: string;
}

export interface CountryConfig {
  /** Lowercase ISO 3166 alpha-2 code as used in URLs ('in', 'nl', 'gb'). */
  code: string;
  /** Other URL codes that name the same country ('uk' for 'gb'). */
  codeAliases: readonly string[];
  /** Brand country id (spec accounts-commerce §9). */
  id: number;
  /** Numeric region (accounts-commerce §3 "region", §9 "Region ids"). */
  region: number;
  name: string;
  currencyCode: CurrencyCode;
  currencySymbol: string;
  /** Dial code with plus: '+91' (accounts-commerce §3 "code"). */
  dialCode: string;
  /** Phone length bounds; the default is 6 to 12 (accounts-commerce §5). */
  phoneLength: { min: number; max: number };
  timeZone: string;
  distanceUnit: 'km' | 'mi';
  /** Whether shown prices include taxes (inclusive) or add them on a separate tax line (exclusive). */
  taxClusivity: 'inclusive' | 'exclusive';
  /** Tax on a room night, in percent; used when a price arrives without tax_info. */
  taxRatePercent: number;
  hotelTaxLine: string;
  shortHotelTaxLine: string;
  /** Days from today to the default check-in: 0, or 7 for Japan (accounts-commerce §9). */
  defaultCheckinDiff: number;
  /** Days from check-in to the default check-out (accounts-commerce §9). */
  defaultCheckoutDiff: number;
  /** Compact occupancy: rooms with 1, 2 and 3 adults ('1,0,0' or '0,1,0'). */
  defaultRoomGuestConfig: string;
  maxSearchableMonths: number;
  maxSelectableDates?: number;
  minSelectableDates?: number;
  doesHomePageExists: boolean;
  defaultPropertyType: 'hotel' | 'home';
  lang: string;
  alternateLocales: readonly string[];
  toShowMilesOnDetail: boolean;
  /** Sign-up asks for the guest's postal address (street, house number, postal code, city) on this country's sites. */
  signUpAsksAddress: boolean;
  links: CountryLinks;
}

const linksFor = (code: string): CountryLinks => {
  const prefix = code === 'in' ? '' : `/${code}`;
  return {
    guestPolicy: `${prefix}/guest-policy/`,
    privacyPolicy: `${prefix}/privacy-policy/`,
    termsAndCondition: `${prefix}/terms/`,
    cookiePolicy: `${prefix}/cookie-policy/`,
    savedCardPolicy: `${prefix}/saved-card-policy/`,
    faqLink: `${prefix}/contactus/`,
    corporateSocialResponsibility: `${prefix}/corporate-social-responsibility/`,
    unmarriedCouples: `${prefix}/unmarried-couples/`,
  };
};

const DEFAULT_PHONE_LENGTH = { min: 6, max: 12 } as const;

const hotelCountry = {
  codeAliases: [],
  phoneLength: DEFAULT_PHONE_LENGTH,
  distanceUnit: 'km',
  taxClusivity: 'exclusive',
  hotelTaxLine: 'Taxes and fees are charged in addition to the room price',
  shortHotelTaxLine: '+ taxes & fees',
  defaultCheckinDiff: 0,
  defaultCheckoutDiff: 1,
  defaultRoomGuestConfig: '1,0,0',
  maxSearchableMonths: 12,
  doesHomePageExists: true,
  defaultPropertyType: 'hotel',
  alternateLocales: [],
  toShowMilesOnDetail: false,
  signUpAsksAddress: false,
} as const;

const holidayHomeCountry = {
  codeAliases: [],
  currencyCode: 'EUR',
  currencySymbol: '€',
  phoneLength: DEFAULT_PHONE_LENGTH,
  distanceUnit: 'km',
  taxClusivity: 'inclusive',
  hotelTaxLine: 'Price includes taxes and fees',
  shortHotelTaxLine: 'incl. taxes & fees',
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
} as const;

export const COUNTRIES: readonly CountryConfig[] = [
  {
    ...hotelCountry,
    code: 'in',
    id: 1,
    region: 1,
    name: 'India',
    currencyCode: 'INR',
    currencySymbol: '₹',
    dialCode: '+91',
    phoneLength: { min: 10, max: 10 },
    timeZone: 'Asia/Kolkata',
    taxRatePercent: 12,
    lang: 'en',
    alternateLocales: ['hi'],
    links: linksFor('in'),
  },
  {
    ...hotelCountry,
    code: 'my',
    id: 5,
    region: 5,
    name: 'Malaysia',
    currencyCode: 'MYR',
    currencySymbol: 'RM',
    dialCode: '+60',
    phoneLength: { min: 9, max: 10 },
    timeZone: 'Asia/Kuala_Lumpur',
    taxRatePercent: 8,
    lang: 'en',
    alternateLocales: ['ms'],
    links: linksFor('my'),
  },
  {
    ...hotelCountry,
    code: 'np',
    id: 7,
    region: 7,
    name: 'Nepal',
    currencyCode: 'NPR',
    currencySymbol: 'Rs.',
    dialCode: '+977',
    timeZone: 'Asia/Kathmandu',
    taxRatePercent: 13,
    lang: 'en',
    doesHomePageExists: false,
    links: linksFor('np'),
  },
  {
    ...hotelCountry,
    code: 'id',
    id: 96,
    region: 96,
    name: 'Indonesia',
    currencyCode: 'IDR',
    currencySymbol: 'Rp',
    dialCode: '+62',
    phoneLength: { min: 9, max: 12 },
    timeZone: 'Asia/Jakarta',
    taxRatePercent: 11,
    lang: 'id',
    links: linksFor('id'),
  },
  {
    ...hotelCountry,
    code: 'jp',
    id: 104,
    region: 104,
    name: 'Japan',
    currencyCode: 'JPY',
    currencySymbol: '¥',
    dialCode: '+81',
    phoneLength: { min: 10, max: 11 },
    timeZone: 'Asia/Tokyo',
    taxClusivity: 'inclusive',
    taxRatePercent: 10,
    hotelTaxLine: 'Price includes taxes and fees',
    shortHotelTaxLine: 'incl. taxes & fees',
    defaultCheckinDiff: 7,
    lang: 'ja',
    links: linksFor('jp'),
  },
  {
    ...holidayHomeCountry,
    code: 'nl',
    id: 143,
    region: 143,
    name: 'Netherlands',
    dialCode: '+31',
    timeZone: 'Europe/Amsterdam',
    taxRatePercent: 9,
    lang: 'nl',
    links: linksFor('nl'),
  },
  {
    ...holidayHomeCountry,
    code: 'de',
    id: 80,
    region: 80,
    name: 'Germany',
    dialCode: '+49',
    timeZone: 'Europe/Berlin',
    taxRatePercent: 7,
    lang: 'de',
    links: linksFor('de'),
  },
  {
    ...holidayHomeCountry,
    code: 'fr',
    id: 74,
    region: 74,
    name: 'France',
    dialCode: '+33',
    timeZone: 'Europe/Paris',
    taxRatePercent: 10,
    lang: 'fr',
    links: linksFor('fr'),
  },
  {
    ...holidayHomeCountry,
    code: 'es',
    id: 183,
    region: 183,
    name: 'Spain',
    dialCode: '+34',
    timeZone: 'Europe/Madrid',
    taxRatePercent: 10,
    lang: 'es',
    links: linksFor('es'),
  },
  {
    ...holidayHomeCountry,
    code: 'at',
    id: 22,
    region: 22,
    name: 'Austria',
    dialCode: '+43',
    timeZone: 'Europe/Vienna',
    taxRatePercent: 10,
    lang: 'de',
    links: linksFor('at'),
  },
  {
    ...holidayHomeCountry,
    code: 'it',
    id: 101,
    region: 101,
    name: 'Italy',
    dialCode: '+39',
    timeZone: 'Europe/Rome',
    taxRatePercent: 10,
    lang: 'it',
    links: linksFor('it'),
  },
  {
    ...holidayHomeCountry,
    code: 'gb',
    codeAliases: ['uk'],
    id: 210,
    region: 210,
    name: 'United Kingdom',
    currencyCode: 'GBP',
    currencySymbol: '£',
    dialCode: '+44',
    timeZone: 'Europe/London',
    distanceUnit: 'mi',
    toShowMilesOnDetail: true,
    taxRatePercent: 20,
    maxSearchableMonths: 12,
    lang: 'en',
    links: linksFor('gb'),
  },
  {
    ...holidayHomeCountry,
    code: 'be',
    id: 28,
    region: 28,
    name: 'Belgium',
    dialCode: '+32',
    timeZone: 'Europe/Brussels',
    taxRatePercent: 6,
    lang: 'nl',
    alternateLocales: ['fr'],
    links: linksFor('be'),
  },
];

export const DEFAULT_DIAL_CODE = '+91';

export function countryById(id: number): CountryConfig | undefined {
  return COUNTRIES.find((country) => country.id === id);
}

/** The symbol shown before amounts in a currency, from the country configs using it ('INR' → '₹', 'EUR' → '€'). */
export function currencySymbolOf(currency: CurrencyCode): string {
  const country = COUNTRIES.find((candidate) => candidate.currencyCode === currency);
  if (!country) throw new RangeError(`no country uses the currency ${currency}`);
  return country.currencySymbol;
}

/** A country by its URL code or an alias of it, case-insensitive ('GB', 'uk'). */
export function countryByCode(code: string): CountryConfig | undefined {
  const lower = code.trim().toLowerCase();
  return COUNTRIES.find((country) => country.code === lower || country.codeAliases.includes(lower));
}

/** A country by its dial code, with or without the plus ('+91', '91'). */
export function countryByDialCode(dialCode: string): CountryConfig | undefined {
  const digits = dialCode.replace(/^\+/, '').trim();
  return COUNTRIES.find((country) => country.dialCode === `+${digits}`);
}

/** The country's phone length bounds; 6 to 12 for a country we do not know (accounts-commerce §5). */
export function phoneLengthFor(country: CountryConfig | undefined): { min: number; max: number } {
  return country?.phoneLength ?? DEFAULT_PHONE_LENGTH;
}
