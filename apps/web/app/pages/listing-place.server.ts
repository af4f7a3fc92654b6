import {
  ApiRequestError,
  getCities,
  getGeographies,
  type City,
  type GeographiesQuery,
  type GeographiesResponse,
  type Locality,
  type SearchQuery,
  type Tag,
} from '@stays/api-client';
import { collectionById, countryById, isCollectionId, type CollectionId, type CountryConfig } from '@stays/brand-config';
import type { Destination } from '@stays/feature-search';
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
  /** What the search form shows and searches again when it is not the city (a country, a park, a collection). */
  destination?: Destination;
  search: Pick<SearchQuery, 'search_type' | 'coordinates'> & {
    filters: { city_id?: number; locality_id?: number; country_id?: number; holiday_park_id?: number; tag_id?: number; tag_ids?: number[] };
  };
  /** The page's own address, without query: its canonical URL. */
  canonicalPath: string;
  /** The city's meta description; empty when the place has none of its own (the listing then describes it). */
  description: string;
  /** A theme listing's place and tags: its heading reads "4 hotels in Goa near the beach", not the label. */
  themed?: { place: string; tags: { slug: string; name: string }[] };
}

const NEAR_RADIUS_KM = 10;

function brandCountry(site: SiteContext, countryId: number, countryPrefix: string | undefined): CountryConfig {
  const country = countryById(countryId);
  if (!country || !site.countryIds.includes(countryId) || (countryPrefix && countryPrefix !== country.code)) notFound();
  return country;
}

/** What the geographies call names for a listing URL; a slug or id the API refuses names no place (404). */
export function findPlaces(site: SiteContext, query: GeographiesQuery): Promise<GeographiesResponse> {
  return getGeographies(serverApi(site.locale), query).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.statusCode === 400) notFound();
    throw error;
  });
}

/**
 * The canonical address of a listing: /hotels-{in|near}-[{location}-]{city}, a city's theme page
 * /{city}/hotels-in-{city}-{tag}, or for several themes /{city}/{tag}/{tag2}… with the tags in alphabetical order, so
 * that the orders a guest may type them in share one address.
 */
function listingCanonicalPath(relation: 'in' | 'near', city: City, locality: Locality | null, tags: readonly Tag[]): string {
  const [onlyTag] = tags;
  if (tags.length === 1 && onlyTag) return `/${city.slug}/hotels-in-${city.slug}-${onlyTag.slug}`;
  if (tags.length > 1)
    return `/${city.slug}/${tags
      .map((tag) => tag.slug)
      .sort()
      .join('/')}`;
  return `/hotels-${relation}-${locality ? `${locality.slug}-` : ''}${city.slug}`;
}

/** One theme is the tag_id filter; several, tag_ids (properties carrying all of them). */
function tagFilters(tags: readonly Tag[]): Pick<ListingPlace['search']['filters'], 'tag_id' | 'tag_ids'> {
  const [onlyTag] = tags;
  if (tags.length === 1 && onlyTag) return { tag_id: onlyTag.id };
  return tags.length > 1 ? { tag_ids: tags.map((tag) => tag.id) } : {};
}

/**
 * The listing of what the geographies call found: a city of this brand (404 otherwise, or when a country prefix is
 * not the city's), its locality, and the themes. Themes belong to a city: with a locality they name nothing (404).
 */
export function placeFromGeographies(site: SiteContext, found: GeographiesResponse, relation: 'in' | 'near', countryPrefix: string | undefined): ListingPlace {
  const { city, locality, tags } = found;
  if (!city || (locality && tags.length > 0)) notFound();
  const country = brandCountry(site, city.country_id, countryPrefix);
  const centre = locality?.center_point ?? city.center_point;
  const placeLabel = locality ? `${locality.name}, ${city.name}` : city.name;
  const label = [...tags.map((tag) => tag.name), placeLabel].join(' · ');
  const search: ListingPlace['search'] =
    relation === 'near'
      ? { search_type: 'locations', coordinates: { latitude: centre.lat, longitude: centre.lng, radius_km: NEAR_RADIUS_KM }, filters: {} }
      : locality
        ? { search_type: 'locality', filters: { locality_id: locality.id } }
        : { search_type: tags.length > 0 ? 'tag' : 'city', filters: { city_id: city.id, ...tagFilters(tags) } };
  const themed = tags.length > 0 ? { place: placeLabel, tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name })) } : undefined;
  return {
    label,
    relation,
    country,
    city,
    search,
    canonicalPath: listingCanonicalPath(relation, city, locality, tags),
    description: city.meta_description,
    ...(themed ? { themed } : {}),
  };
}

/**
 * /hotels-in-{city}, /hotels-in-{location}-{city}, /hotels-near-{location}-{city}, and the tag listing
 * /{city}/hotels-in-{city}-{tag}: the places named by the slug (404 when it names none of this brand's, or an
 * unknown tag — the URL names that one theme, so there is nothing else to show under it).
 */
export async function placeFromListingSlug(
  site: SiteContext,
  slug: { relation: 'in' | 'near'; place: string; tag?: string },
  countryPrefix: string | undefined,
): Promise<ListingPlace> {
  const found = await findPlaces(site, { place: slug.place, tags: slug.tag });
  if (slug.tag !== undefined && found.tags.length === 0) notFound();
  return placeFromGeographies(site, found, slug.relation, countryPrefix);
}

/** A catch-all city page /{city}: the city's listing, its canonical URL the /hotels-in-{city} one. */
export async function placeFromCitySlug(site: SiteContext, citySlug: string, countryPrefix: string | undefined): Promise<ListingPlace> {
  return placeFromListingSlug(site, { relation: 'in', place: citySlug }, countryPrefix);
}

/**
 * /search/: "used when a cityId is known or the search is by locality or country" — latitude and longitude,
 * localityId, cityId or countryId (the most precise place the URL names wins); with `searchType` a holiday park
 * (`searchType=holiday_park&locationId=`) or a collection in such a place or the site's country
 * (`searchType=townhouse|silverkey`, guest-journey §3 searchType).
 */
export async function placeFromSearchParams(site: SiteContext, params: URLSearchParams): Promise<ListingPlace> {
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const searchType = params.get('searchType');
  if (searchType === 'holiday_park') {
    const parkId = id('locationId');
    return parkId === undefined ? notFound() : holidayParkPlace(site, parkId);
  }
  if (isCollectionId(searchType)) return collectionPlace(site, searchType, params);
  const point = pointFromParams(params);
  if (point) return nearPoint(site, point);
  const localityId = id('localityId');
  const cityId = id('cityId');
  const countryId = id('countryId');
  if (localityId !== undefined) return placeFromGeographies(site, await findPlaces(site, { locality_id: localityId }), 'in', undefined);
  if (cityId !== undefined) {
    const { cities } = await getCities(serverApi(site.locale), {});
    const city = cities.find((candidate) => candidate.id === cityId);
    if (!city) notFound();
    return placeFromCitySlug(site, city.slug, undefined);
  }
  if (countryId !== undefined) {
    const country = brandCountry(site, countryId, undefined);
    return {
      label: country.name,
      relation: 'in',
      country,
      city: null,
      search: { search_type: 'country', filters: { country_id: countryId } },
      destination: { type: 'country', name: country.name, countryId },
      canonicalPath: `/search/?countryId=${countryId}`,
      description: '',
    };
  }
  return notFound();
}

/** A holiday park's homes: /search/?searchType=holiday_park&locationId={park id} (404 for a park of no brand country). */
async function holidayParkPlace(site: SiteContext, parkId: number): Promise<ListingPlace> {
  const { city, holiday_park: park } = await findPlaces(site, { holiday_park_id: parkId });
  if (!city || !park) notFound();
  return {
    label: park.name,
    relation: 'in',
    country: brandCountry(site, park.country_id, undefined),
    city,
    search: { search_type: 'holiday_park', filters: { holiday_park_id: park.id } },
    destination: { type: 'holidayPark', name: park.name, parkId: park.id },
    canonicalPath: `/search/?searchType=holiday_park&locationId=${park.id}`,
    description: park.description,
  };
}

/** A collection in the place the URL names, or across the site's country when it names none. */
async function collectionPlace(site: SiteContext, collectionId: CollectionId, params: URLSearchParams): Promise<ListingPlace> {
  const collection = collectionById(collectionId);
  if (collection.brandId !== site.brandId) notFound();
  const placeParams = new URLSearchParams([...params.entries()].filter(([name]) => PLACE_PARAM_NAMES.includes(name)));
  if (![...placeParams.keys()].length) placeParams.set('countryId', String(site.countryId));
  const place = await placeFromSearchParams(site, placeParams);
  return {
    ...place,
    label: `${collection.name} · ${place.label ?? ''}`.replace(/ · $/, ''),
    search: { ...place.search, search_type: collectionId },
    // The form searches the collection again across the country.
    destination: { type: 'collection', name: collection.name, collection: collectionId, countryId: place.country.id },
    canonicalPath: `/search/?searchType=${collectionId}&${placeParams.toString()}`,
  };
}

const PLACE_PARAM_NAMES = ['cityId', 'localityId', 'countryId', 'latitude', 'longitude'];

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
