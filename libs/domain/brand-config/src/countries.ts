import { AMERICAS_OCEANIA_COUNTRIES } from './country-data/americas-oceania';
import { ASIA_COUNTRIES } from './country-data/asia';
import { DEFAULT_PHONE_LENGTH } from './country-data/country-defaults';
import { EUROPE_COUNTRIES } from './country-data/europe';
import { MIDDLE_EAST_AFRICA_COUNTRIES } from './country-data/middle-east-africa';

/** ISO 4217 codes of the countries' currencies (their minor units come from Intl's data, see @stays/pricing). */
export type CurrencyCode =
  | 'INR'
  | 'EUR'
  | 'GBP'
  | 'MYR'
  | 'NPR'
  | 'IDR'
  | 'JPY'
  | 'THB'
  | 'VND'
  | 'PHP'
  | 'SGD'
  | 'LKR'
  | 'BDT'
  | 'CNY'
  | 'KRW'
  | 'MVR'
  | 'HKD'
  | 'AED'
  | 'SAR'
  | 'QAR'
  | 'OMR'
  | 'KWD'
  | 'BHD'
  | 'TRY'
  | 'EGP'
  | 'ZAR'
  | 'KES'
  | 'DKK'
  | 'SEK'
  | 'NOK'
  | 'CHF'
  | 'CZK'
  | 'PLN'
  | 'HUF'
  | 'USD'
  | 'BRL'
  | 'MXN'
  | 'COP'
  | 'AUD'
  | 'NZD';

/** Footer and policy links of a country site (accounts-commerce §3 "links"). */
interface CountryLinks {
  guestPolicy: string;
  privacyPolicy: string;
  termsAndCondition: string;
  cookiePolicy: string;
  savedCardPolicy: string;
  faqLink: string;
  /** The refer-and-earn page (the site's /referral). */
  referAndEarn: string;
  /** Not in the spec's list: our pages on corporate social responsibility and on unmarried couples (guest-journey §2). */
  corporateSocialResponsibility: string;
  unmarriedCouples: string;
}

/** The countries our brands sell, with the fields the product uses (spec accounts-commerce §3 "Country config"). */
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
  /**
   * Whether the site offers refer and earn (accounts-commerce §3 "doesReferralExists"): where the guest keeps a
   * wallet, i.e. the countries priced in the wallet's currencies (INR, EUR, GBP).
   */
  doesReferralExists: boolean;
  /** The cities the country's home shows first, of its own kind of stay (accounts-commerce §3 "popular_cities"). */
  popularCities: readonly PopularCity[];
  /** The footer's link groups of the country's site, per property type (accounts-commerce §3 "footerLinks"). */
  footerLinks: readonly FooterLinkGroup[];
}

/**
 * A popular city of a country site (accounts-commerce §3 "Popular city: name, id, image_url, display_name"). The
 * catalogue's city slug stands for its id: it is the same in every catalogue, where numeric ids are not.
 */
export interface PopularCity {
  name: string;
  slug: string;
  imageUrl: string | null;
  /** The name in the market's own script, shown to guests reading Arabic (the Arabic markets). */
  displayName?: string;
}

/** One city of a footer link (accounts-commerce §3 "City list entry: name, country_name"). */
export interface FooterCity {
  name: string;
  slug: string;
  countryName: string;
  displayName?: string;
}

/**
 * A footer link group (accounts-commerce §3): its title, and urls whose pattern holds a `{city}` placeholder, each
 * with its heading (the link's words, also with `{city}`) and its city list. Titles and headings are keys the site
 * words in the guest's language and for the brand's kind of stay.
 */
export interface FooterLinkGroup {
  title: 'popularCities' | 'nearTheSea' | 'inTheMountains' | 'cityBreaks';
  /** The brand's kind of stay the group lists: a country sold by both brands (India) has groups for each. */
  propertyType: 'hotel' | 'home';
  urls: readonly { pattern: string; heading: 'staysInCity' | 'staysNearTheSeaInCity'; cities: readonly FooterCity[] }[];
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
    referAndEarn: '/referral/',
    corporateSocialResponsibility: `${prefix}/corporate-social-responsibility/`,
    unmarriedCouples: `${prefix}/unmarried-couples/`,
  };
};

/** The currencies a wallet is kept in, so the countries where a referral can pay out. */
const REFERRAL_CURRENCIES: readonly CurrencyCode[] = ['INR', 'EUR', 'GBP'];

/** Each region's countries, with the links of its country site (accounts-commerce §3); India first, the default. */
export const COUNTRIES: readonly CountryConfig[] = [...ASIA_COUNTRIES, ...EUROPE_COUNTRIES, ...MIDDLE_EAST_AFRICA_COUNTRIES, ...AMERICAS_OCEANIA_COUNTRIES].map(
  (country) => ({
    ...country,
    links: linksFor(country.code),
    doesReferralExists: REFERRAL_CURRENCIES.includes(country.currencyCode),
  }),
);

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

/** A footer link of a group: the pattern with the city's slug in place of `{city}`. */
export function footerLinkHref(pattern: string, city: Pick<FooterCity, 'slug'>): string {
  return pattern.replaceAll('{city}', city.slug);
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
