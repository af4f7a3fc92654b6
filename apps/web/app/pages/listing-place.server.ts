import { ApiRequestError, getCities, getGeographies, type City, type SearchQuery } from '@stays/api-client';
import { countryById, type CountryConfig } from '@stays/brand-config';
import { serverApi } from '../site/api.server';
import type { SiteContext } from '../site/site-context';
import { notFound } from './not-found.server';

/** Where a listing searches, as its URL names it (guest-journey §2 listing variants, /search/ and /hotels-near-me). */
export interface ListingPlace {
  /** What the heading and title name: "Goa", "Baga, Goa", "Beach · Goa", or null for the guest's own position. */
  label: string | null;
  /** hotels in a place, or near it (measured from its centre, nearest first by default). */
  relation: 'in' | 'near';
  country: CountryConfig;
  /** The city the search form shows as the destination, when there is one. */
  city: City | null;
  search: Pick<SearchQuery, 'search_type' | 'coordinates'> & { filters: { city_id?: number; locality_id?: number; country_id?: number; tag_id?: number } };
  /** The page's own address, without query: its canonical URL. */
  canonicalPath: string;
  description: string;
}

const NEAR_RADIUS_KM = 10;

function brandCountry(site: SiteContext, countryId: number, countryPrefix: string | undefined): CountryConfig {
  const country = countryById(countryId);
  if (!country || !site.countryIds.includes(countryId) || (countryPrefix && countryPrefix !== country.code)) notFound();
  return country;
}

/**
 * /hotels-in-{city}, /hotels-in-{location}-{city}, /hotels-near-{location}-{city}, and the tag listing
 * /{city}/hotels-in-{city}-{tag}: the places named by the slug (404 when it names none of this brand's).
 */
export async function placeFromListingSlug(
  site: SiteContext,
  slug: { relation: 'in' | 'near'; place: string; tag?: string },
  countryPrefix: string | undefined,
): Promise<ListingPlace> {
  const { city, locality, tag } = await getGeographies(serverApi(site.locale), { place: slug.place, tag: slug.tag }).catch((error: unknown) => {
    // A slug the API refuses names no place.
    if (error instanceof ApiRequestError && error.statusCode === 400) notFound();
    throw error;
  });
  if (!city || (slug.tag !== undefined && !tag)) notFound();
  const country = brandCountry(site, city.country_id, countryPrefix);
  const centre = locality?.center_point ?? city.center_point;
  const placeLabel = locality ? `${locality.name}, ${city.name}` : city.name;
  const label = tag ? `${tag.name} · ${placeLabel}` : placeLabel;
  const path = tag ? `/${city.slug}/hotels-in-${city.slug}-${tag.slug}` : `/hotels-${slug.relation}-${locality ? `${locality.slug}-` : ''}${city.slug}`;
  const search: ListingPlace['search'] =
    slug.relation === 'near'
      ? { search_type: 'locations', coordinates: { latitude: centre.lat, longitude: centre.lng, radius_km: NEAR_RADIUS_KM }, filters: {} }
      : locality
        ? { search_type: 'locality', filters: { locality_id: locality.id } }
        : { search_type: tag ? 'tag' : 'city', filters: { city_id: city.id, ...(tag ? { tag_id: tag.id } : {}) } };
  return { label, relation: slug.relation, country, city, search, canonicalPath: path, description: city.meta_description };
}

/** A catch-all city page /{city}: the city's listing, its canonical URL the /hotels-in-{city} one. */
export async function placeFromCitySlug(site: SiteContext, citySlug: string, countryPrefix: string | undefined): Promise<ListingPlace> {
  return placeFromListingSlug(site, { relation: 'in', place: citySlug }, countryPrefix);
}

/**
 * /search/: "used when a cityId is known or the search is by locality or country" — cityId, localityId (with
 * its city's slug in `city`), countryId, or latitude and longitude.
 */
export async function placeFromSearchParams(site: SiteContext, params: URLSearchParams): Promise<ListingPlace> {
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const point = pointFromParams(params);
  if (point) return nearPoint(site, point);
  const cityId = id('cityId');
  const countryId = id('countryId');
  const api = serverApi(site.locale);
  if (cityId !== undefined) {
    const { cities } = await getCities(api, {});
    const city = cities.find((candidate) => candidate.id === cityId);
    if (!city) notFound();
    const place = await placeFromListingSlug(site, { relation: 'in', place: city.slug }, undefined);
    return { ...place, canonicalPath: `/hotels-in-${city.slug}` };
  }
  if (countryId !== undefined) {
    const country = brandCountry(site, countryId, undefined);
    return {
      label: country.name,
      relation: 'in',
      country,
      city: null,
      search: { search_type: 'country', filters: { country_id: countryId } },
      canonicalPath: `/search/?countryId=${countryId}`,
      description: '',
    };
  }
  return notFound();
}

/** latitude/longitude of the URL when both are valid coordinates. */
export function pointFromParams(params: URLSearchParams): { lat: number; lng: number } | null {
  const lat = Number(params.get('latitude'));
  const lng = Number(params.get('longitude'));
  if (!params.has('latitude') || !params.has('longitude') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** /hotels-near-me?latitude=…&longitude=…: around the guest's position, in the country of the site's default. */
export function nearPoint(site: SiteContext, point: { lat: number; lng: number }): ListingPlace {
  const country = brandCountry(site, site.countryId, undefined);
  return {
    label: null,
    relation: 'near',
    country,
    city: null,
    search: { search_type: 'locations', coordinates: { latitude: point.lat, longitude: point.lng, radius_km: 25 }, filters: {} },
    canonicalPath: '/hotels-near-me',
    description: '',
  };
}
