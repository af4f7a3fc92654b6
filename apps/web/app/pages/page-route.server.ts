import { redirect } from 'react-router';
import type { SiteContext } from '../site/site-context';
import { loadHotel } from './hotel.server';
import { loadListing } from './listing.server';
import { nearPoint, placeFromCitySlug, placeFromListingSlug, placeFromSearchParams, pointFromParams } from './listing-place.server';
import { loadNearMe } from './near-me.server';
import { notFound } from './not-found.server';

const HOTEL = /^(\d+)/;
const LISTING = /^hotels-(in|near)-([a-z0-9-]+)$/;
const SLUG = /^[a-z0-9-]{1,160}$/;
const COUNTRY_PREFIX = /^[a-z]{2}$/;

/**
 * A one-segment page (after the optional country prefix), by the page types of guest-journey §2: the hotel page
 * (leading digits), /search/, /hotels-near-me, a listing /hotels-in-… or /hotels-near-…, else the catch-all city page.
 */
export async function loadSegmentPage(site: SiteContext, url: URL, segment: string, countryPrefix: string | undefined, viewer?: Request) {
  const hotel = HOTEL.exec(segment);
  if (hotel?.[1]) return loadHotel(site, url, Number(hotel[1]), countryPrefix, viewer);
  if (segment === 'search') return loadListing(site, url, await placeFromSearchParams(site, url.searchParams), viewer);
  if (segment === 'hotels-near-me') {
    const point = pointFromParams(url.searchParams);
    return point ? loadListing(site, url, nearPoint(site, point), viewer) : loadNearMe(site, url);
  }
  const listing = LISTING.exec(segment);
  if (listing?.[1] && listing[2]) {
    return loadListing(site, url, await placeFromListingSlug(site, { relation: listing[1] as 'in' | 'near', place: listing[2] }, countryPrefix), viewer);
  }
  if (!SLUG.test(segment)) notFound();
  return loadListing(site, url, await placeFromCitySlug(site, segment, countryPrefix), viewer);
}

/**
 * A two-segment page: `/{country}/{segment}`, the short hotel link `/h/{id}`, the tag listing
 * `/{city}/hotels-in-{city}-{tag}`, or the catch-all tag page `/{city}/{tag}`.
 */
export async function loadTwoSegmentPage(site: SiteContext, url: URL, first: string, second: string, viewer?: Request) {
  if (first === 'h') {
    const id = HOTEL.exec(second)?.[1];
    if (!id) notFound();
    throw redirect(`/${id}/${url.search}`, 301);
  }
  if (COUNTRY_PREFIX.test(first)) {
    if (first === 'in') notFound();
    return loadSegmentPage(site, url, second, first, viewer);
  }
  if (!SLUG.test(first) || !SLUG.test(second)) notFound();
  const tagListing = new RegExp(`^hotels-in-${first}-([a-z0-9-]+)$`).exec(second);
  const tag = tagListing?.[1] ?? second;
  return loadListing(site, url, await placeFromListingSlug(site, { relation: 'in', place: first, tag }, undefined), viewer);
}
