import { BRANDS, normaliseHost, resolveBrand, type BrandSite } from '@stays/brand-config';
import type { Alternate } from './sitemap-xml';

/** Where a request arrived: scheme and host (with its port), as the guest typed them. */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** A country label in front of a brand's domain ('nl.' of nl.homes.localhost) names a country site of the same domain. */
const COUNTRY_LABEL = /^[a-z]{2}\./;

/** The domain a site's host belongs to: nl.homes.localhost and homes.localhost share homes.localhost. */
const domainOf = (hostname: string) => hostname.replace(COUNTRY_LABEL, '');

const portOf = (host: string) => /:\d+$/.exec(host.trim())?.[0] ?? '';

/** The language tag of a site in a language: with its country's region (nl-BE, en-GB, en-IN); the language alone on a brand's global site. */
export function hreflangOf(site: Pick<BrandSite, 'countryCode'>, language: string): string {
  return site.countryCode ? `${language}-${site.countryCode.toUpperCase()}` : language;
}

/**
 * The sites of the brand a host serves that are the same site in other countries: the brand's sites on the same
 * domain (homes.localhost and every <cc>.homes.localhost; localhost alone for Nivaas). A host the brand does not list
 * stands for itself, as the site it resolves to.
 */
export function siblingSites(hostname: string): BrandSite[] {
  const host = normaliseHost(hostname);
  const { brand, site } = resolveBrand(host);
  const listed = BRANDS.some((candidate) => candidate.sites.some((entry) => entry.host === host));
  if (!listed) return [{ ...site, host }];
  return brand.sites.filter((entry) => domainOf(entry.host) === domainOf(host));
}

function withLocale(href: string, locale: string | null): string {
  if (!locale) return href;
  const url = new URL(href);
  url.searchParams.set('locale', locale);
  return url.toString();
}

/** A country's home /{cc}/ is its own country site's / (nl.homes…/nl/ is nl.homes…/ under a second address). */
function pathOn(site: BrandSite, path: string): string {
  const countryHome = /^\/([a-z]{2})\/$/.exec(path)?.[1];
  return countryHome && countryHome === site.countryCode ? '/' : path;
}

/**
 * The hreflang alternates of a page that every site of the brand serves under the same path (listings, city, tag,
 * hotel, deal and static pages, a site's home): each country site of the brand in its language and its other
 * languages (`?locale=`), and `x-default` — the brand's global site, or the page's own site where there is none.
 * `path` is the page's canonical path, with its query when it has one.
 */
export function pageAlternates(origin: RequestOrigin, path: string): Alternate[] {
  const port = portOf(origin.host);
  const sites = siblingSites(origin.host);
  const href = (site: BrandSite, locale: string | null) =>
    withLocale(new URL(pathOn(site, path), `${origin.protocol}//${site.host}${port}`).toString(), locale);
  const alternates = sites.flatMap((site) => [
    { hreflang: hreflangOf(site, site.locale), href: href(site, null) },
    ...site.alternateLocales.map((locale) => ({ hreflang: hreflangOf(site, locale), href: href(site, locale) })),
  ]);
  // The asked host is always among its siblings (siblingSites keeps it).
  const own = sites.find((site) => site.host === normaliseHost(origin.host)) as BrandSite;
  const fallback = sites.find((site) => site.countryCode === null) ?? own;
  const unique = alternates.filter((alternate, index) => alternates.findIndex((other) => other.hreflang === alternate.hreflang) === index);
  return [...unique, { hreflang: 'x-default', href: href(fallback, null) }];
}
