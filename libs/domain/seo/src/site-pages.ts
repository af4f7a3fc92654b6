import { countryByCode, countryById, resolveBrand, type Brand, type CountryConfig } from '@stays/brand-config';

/** A site's country path prefix: none for India (the default country, never written), else /{cc}. */
export function countryPrefix(countryCode: string): string {
  return countryCode === 'in' ? '' : `/${countryCode}`;
}

/** The hotel page /{hotelId}/, behind its country's prefix (/nl/104/), as the page's canonical link writes it. */
export function hotelPagePath(countryCode: string, hotelId: number): string {
  return `${countryPrefix(countryCode)}/${hotelId}/`;
}

/** A deal's page: /deals/{dealName}, on the brand's sites without a country prefix. */
export function dealPagePath(dealName: string): string {
  return `/deals/${encodeURIComponent(dealName)}`;
}

/** A city with what its pages are made of: its localities and the themes its properties carry (slugs). */
export interface CityPages {
  slug: string;
  localities: readonly string[];
  tags: readonly string[];
}

/**
 * The listing pages of a city (guest-journey §2): /hotels-in-{city}, /hotels-near-{city}, the city page /{city},
 * each locality's /hotels-in-{locality}-{city} and /hotels-near-{locality}-{city}, and each theme's page
 * /{city}/hotels-in-{city}-{tag}.
 */
export function cityPagePaths(city: CityPages): string[] {
  return [
    `/hotels-in-${city.slug}`,
    `/hotels-near-${city.slug}`,
    `/${city.slug}`,
    ...city.localities.flatMap((locality) => [`/hotels-in-${locality}-${city.slug}`, `/hotels-near-${locality}-${city.slug}`]),
    ...city.tags.map((tag) => `/${city.slug}/hotels-in-${city.slug}-${tag}`),
  ];
}

/**
 * The static pages of a country's site: about, partner with us, and the legal pages its footer links to (the
 * country's `links`), with the pages on corporate social responsibility and unmarried couples beside them.
 */
export function staticPagePaths(country: CountryConfig): string[] {
  const { guestPolicy, privacyPolicy, termsAndCondition, cookiePolicy, savedCardPolicy } = country.links;
  const prefix = countryPrefix(country.code);
  return [
    '/about',
    '/partner-with-us',
    termsAndCondition,
    guestPolicy,
    privacyPolicy,
    cookiePolicy,
    savedCardPolicy,
    `${prefix}/corporate-social-responsibility/`,
    `${prefix}/unmarried-couples/`,
  ];
}

/** What one site's sitemap covers: its brand, the country whose pages it lists, and the country of its own pages. */
export interface SitemapScope {
  brandId: Brand['id'];
  /** The country whose pages a country site lists; null on a brand's global site, which lists all of the brand's. */
  countryId: number | null;
  /** The country whose home, footer and legal pages the site serves as its own. */
  siteCountry: CountryConfig;
  /** Home pages: the site's / and, on a global site, the brand's country homes /{cc}/. */
  homePaths: string[];
}

/** The sitemap scope of the site a host names (nl.homes.localhost: Dunelight Homes in the Netherlands). */
export function sitemapScope(host: string): SitemapScope {
  const { brand, site } = resolveBrand(host);
  const siteCountry = countryByCode(site.countryCode ?? brand.defaultCountryCode) as CountryConfig;
  const brandCountries = brand.countryIds.map((id) => countryById(id)).filter((country): country is CountryConfig => country !== undefined);
  const countryHomes = site.countryCode ? [] : brandCountries.filter((country) => country.doesHomePageExists).map((country) => `/${country.code}/`);
  return { brandId: brand.id, countryId: site.countryCode ? siteCountry.id : null, siteCountry, homePaths: ['/', ...countryHomes] };
}
