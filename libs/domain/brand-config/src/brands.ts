import { COUNTRIES } from './countries';

export type BrandId = 'nivaas' | 'dunelight' | 'dunelight-in';

/** One site of a brand: the host it answers on, its country and language. */
export interface BrandSite {
  host: string;
  /** Country the site sells first; null for the brand's global site (all its countries). */
  countryCode: string | null;
  locale: string;
  alternateLocales: readonly string[];
}

export interface Brand {
  id: BrandId;
  name: string;
  /** What the brand calls the properties it sells. */
  defaultPropertyType: 'hotel' | 'home';
  /** Country ids the brand sells. */
  countryIds: readonly number[];
  /**
   * Countries whose guests the brand serves with a site of their own (the /{cc}/ home, currency, footer): those it
   * sells and its markets abroad (the hotel brand's Asian, Middle-Eastern and American markets).
   */
  marketCountryIds: readonly number[];
  defaultCountryCode: string;
  /** The brand's own country id (accounts-commerce §3 "Brand record" countryId). */
  countryId: number;
  defaultLocale: string;
  manifestSuffix: string;
  themeId: 'nivaas' | 'dunelight';
  /** openSearch: a search with no dates (guest-journey §4, §5 "Open search needs the feature flag and empty dates"). */
  featureFlags: { hideGdprBanner: boolean; hideWizard: boolean; openSearch: boolean };
  /** Whether social sign-in links of the native apps are shown. */
  showAppSocialLogin: boolean;
  sites: readonly BrandSite[];
}

const site = (host: string, countryCode: string | null, locale: string, alternateLocales: string[] = []): BrandSite => ({
  host,
  countryCode,
  locale,
  alternateLocales,
});

/** The countries whose sites sell this kind of stay by default. */
const countryIdsOfType = (propertyType: 'hotel' | 'home'): number[] =>
  COUNTRIES.filter((country) => country.defaultPropertyType === propertyType).map((country) => country.id);

export const BRANDS: readonly Brand[] = [
  {
    id: 'nivaas',
    name: 'Nivaas',
    defaultPropertyType: 'hotel',
    countryIds: [1],
    marketCountryIds: countryIdsOfType('hotel'),
    defaultCountryCode: 'in',
    countryId: 1,
    defaultLocale: 'en',
    manifestSuffix: 'nivaas',
    themeId: 'nivaas',
    featureFlags: { hideGdprBanner: true, hideWizard: false, openSearch: true },
    showAppSocialLogin: true,
    sites: [site('localhost', 'in', 'en', ['hi']), site('127.0.0.1', 'in', 'en', ['hi']), site('www.nivaas.example', 'in', 'en', ['hi'])],
  },
  {
    id: 'dunelight',
    name: 'Dunelight Homes',
    defaultPropertyType: 'home',
    countryIds: [143, 80, 74, 183, 22, 101, 210, 28],
    marketCountryIds: countryIdsOfType('home'),
    defaultCountryCode: 'nl',
    countryId: 143,
    defaultLocale: 'en',
    manifestSuffix: 'dunelight',
    themeId: 'dunelight',
    featureFlags: { hideGdprBanner: false, hideWizard: true, openSearch: true },
    showAppSocialLogin: false,
    sites: [
      site('homes.localhost', null, 'en'),
      site('nl.homes.localhost', 'nl', 'nl'),
      site('de.homes.localhost', 'de', 'de'),
      site('fr.homes.localhost', 'fr', 'fr'),
      site('es.homes.localhost', 'es', 'es'),
      site('at.homes.localhost', 'at', 'de'),
      site('it.homes.localhost', 'it', 'it'),
      site('uk.homes.localhost', 'gb', 'en'),
      site('be.homes.localhost', 'be', 'nl', ['fr']),
      site('www.dunelight.example', null, 'en'),
    ],
  },
  {
    id: 'dunelight-in',
    name: 'Dunelight Homes India',
    defaultPropertyType: 'home',
    countryIds: [1],
    marketCountryIds: [1],
    defaultCountryCode: 'in',
    countryId: 1,
    defaultLocale: 'en',
    manifestSuffix: 'dunelight-in',
    themeId: 'dunelight',
    featureFlags: { hideGdprBanner: true, hideWizard: true, openSearch: true },
    showAppSocialLogin: false,
    sites: [site('in.homes.localhost', 'in', 'en', ['hi']), site('in.dunelight.example', 'in', 'en', ['hi'])],
  },
];

export const DEFAULT_BRAND_ID: BrandId = 'nivaas';

export function brandById(id: BrandId): Brand {
  const brand = BRANDS.find((candidate) => candidate.id === id);
  if (!brand) throw new RangeError(`unknown brand ${id}`);
  return brand;
}
