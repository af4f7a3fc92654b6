import { redirect } from 'react-router';
import { pageTypeFromPath } from '@stays/booking-rules';
import { brandById, countryByCode } from '@stays/brand-config';
import type { SiteContext } from '../site/site-context';
import { affiliateQuery, namesPlace } from './affiliate-search.server';
import { loadDeal } from './deal/deal.server';
import { loadHome } from './home.server';
import { loadHotel } from './hotel.server';
import { loadListing } from './listing.server';
import { nearPoint, placeFromCitySlug, placeFromListingSlug, placeFromSearchParams, pointFromParams, type ListingPlace } from './listing-place.server';
import { loadNearMe } from './near-me.server';
import { notFound } from './not-found.server';
import { placeFromTagPath } from './tag-page-place.server';

const SLUG = /^[a-z0-9-]{1,160}$/;
/** {x}-in-{place} or {x}-near-{place}: x is the kind of stay the URL words it as ("hotels", "resorts" …). */
const LISTING = /^.+?-(in|near)-(.+)$/;
/** The catch-all tag page names a city and at most three tags: /{city}/{tag}/{tag2}/{tag3}. */
const MAX_TAG_PAGE_SEGMENTS = 4;

/**
 * A page of the `page` route, by the page type guest-journey §2 derives from the URL path (pageTypeFromPath of the
 * domain, the microsite's rule too): a country's home, the hotel page, the short hotel link, a deal, /search/,
 * /hotels-near-me, listings, /microsite/{name}, and the catch-all city and tag pages. Every other type is served by
 * its own route or not by this site. A path that names nothing is not found: a 404 whose page leads to the home
 * page and its search, rather than the home page served under any address ("home, decided by URL" would otherwise
 * answer 200 to nonsense, a soft 404 for search engines and for a guest who mistyped a city).
 */
export async function loadPage(site: SiteContext, url: URL, viewer?: Request) {
  const route = pageTypeFromPath(url.pathname);
  const segments = route.path.split('/').filter(Boolean);
  const countryPrefix = route.countryCode === 'in' ? undefined : route.countryCode;
  const [first = '', ...rest] = segments;
  // India is the default country and is never written: /in/1002/ names no page.
  if (first === 'in' && rest.length > 0) notFound();
  switch (route.type) {
    case 'home':
      // "/{country code}/: Home for countries with their own home page" (/ itself is the home route).
      return loadHome(site, countryHome(site, route.countryCode));
    case 'hotel':
      return loadHotel(site, url, Number(route.hotelId), countryPrefix, viewer);
    case 'shortHotelLink': {
      const id = /^\d+/.exec(route.hotelId ?? '')?.[0];
      if (!id || segments.length > 2) notFound();
      throw redirect(`${countryPrefix ? `/${countryPrefix}` : ''}/${id}/${url.search}`, 301);
    }
    case 'search':
      if (rest.length > 0) notFound();
      // /searchaffiliate/ (accounts-commerce §2): an affiliate's search box, whose searches keep the affiliate's
      // parameters; with a place named, that place's listing as on /search/.
      if (first === 'searchaffiliate' && !namesPlace(url.searchParams)) {
        return { ...(await loadHome(site, null)), affiliateQuery: affiliateQuery(url.searchParams) };
      }
      return loadListing(site, url, await placeFromSearchParams(site, url.searchParams), viewer);
    case 'nearby': {
      if (rest.length > 0) notFound();
      const point = pointFromParams(url.searchParams);
      return point ? loadListing(site, url, nearPoint(site, point), viewer) : loadNearMe(site, url);
    }
    case 'deal':
      // /deals/{dealName}: one name, on the brand's own site (no country prefix).
      if (countryPrefix || rest.length !== 1) notFound();
      return loadDeal(site, url, rest[0] ?? '', viewer);
    case 'micrositeRedirect':
      // "/microsite/{name} redirects to /": a temporary redirect, as a microsite of that name may open later.
      throw redirect('/', 302);
    case 'listing':
      return loadListing(site, url, await listingPlace(site, segments, countryPrefix), viewer);
    case 'city':
      if (!SLUG.test(first)) notFound();
      return loadListing(site, url, await placeFromCitySlug(site, first, countryPrefix), viewer);
    case 'tag':
      if (segments.length > MAX_TAG_PAGE_SEGMENTS || !segments.every((segment) => SLUG.test(segment))) notFound();
      return loadListing(site, url, await placeFromTagPath(site, url, first, rest, countryPrefix), viewer);
    default:
      return notFound();
  }
}

/**
 * The country of a /{country code}/ path, when the brand serves it and it has a home page of its own. Otherwise not
 * found rather than a redirect to the brand's home: a market the brand does not serve (/jp/ on the holiday-home brand)
 * or without a home page (/np/) is no page of this site, and a redirect would tell search engines it is the brand's home.
 */
function countryHome(site: SiteContext, code: string) {
  const country = countryByCode(code);
  if (!country?.doesHomePageExists || !brandById(site.brandId).marketCountryIds.includes(country.id)) notFound();
  return country;
}

/**
 * A listing path: /{x}-in-{place} or /{x}-near-{place}, or a city's theme page /{city}/{x}-in-{city}-{tag}. The
 * brand decides what is listed, so /resorts-in-goa is Goa's listing under its canonical address /hotels-in-goa.
 */
function listingPlace(site: SiteContext, segments: readonly string[], countryPrefix: string | undefined): Promise<ListingPlace> {
  const [first = '', second = ''] = segments;
  if (segments.length === 1) {
    const listing = LISTING.exec(first);
    if (!listing?.[1] || !listing[2] || !SLUG.test(first)) notFound();
    return placeFromListingSlug(site, { relation: listing[1] as 'in' | 'near', place: listing[2] }, countryPrefix);
  }
  if (segments.length !== 2 || !SLUG.test(first) || !SLUG.test(second)) notFound();
  const tag = new RegExp(`^.+?-in-${first}-(.+)$`).exec(second)?.[1];
  if (!tag) notFound();
  return placeFromListingSlug(site, { relation: 'in', place: first, tag }, countryPrefix);
}
