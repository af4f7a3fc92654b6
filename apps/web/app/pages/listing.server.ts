import { defineMessages, type IntlShape } from 'react-intl';
import { redirect } from 'react-router';
import { MAP_SEARCH_LIMIT, searchHotels, type HotelSummary, type SearchQuery, type SearchResponse } from '@stays/api-client';
import { listingPageSize } from '@stays/booking-rules';
import { ALTERNATE_SEARCH_BATCH_SIZE, isExperimentOn } from '@stays/brand-config';
import { listingQueryFromParams, listingSearchOptions, themeWords } from '@stays/feature-search';
import { countGuests, formatRoomsConfigQuery, isOpenSearchQuery, stayFromQuery } from '@stays/validation';
import { experimentsOf } from '../experiments/experiments.server';
import { serverApi } from '../site/api.server';
import { serverIntl } from '../site/intl.server';
import type { SiteContext } from '../site/site-context';
import { listingModal } from './listing-modal';
import type { ListingPlace } from './listing-place.server';
import { lastPageUrl, pathOf, tidyListingUrl } from './listing-url';

const messages = defineMessages<{
  hotels: { city: string; brand: string };
  homes: { city: string; brand: string };
  hotelsThemed: { city: string; themes: string; brand: string };
  homesThemed: { city: string; themes: string; brand: string };
  hotelsNear: { place: string; brand: string };
  homesNear: { place: string; brand: string };
  hotelsNearMe: { brand: string };
  homesNearMe: { brand: string };
  nearMeDescription: { brand: string };
  hotelsDescription: { place: string; brand: string };
  homesDescription: { place: string; brand: string };
  hotelsThemedDescription: { place: string; themes: string; brand: string };
  homesThemedDescription: { place: string; themes: string; brand: string };
  hotelsNearDescription: { place: string; brand: string };
  homesNearDescription: { place: string; brand: string };
}>({
  hotels: { id: 'web.listing.title.hotels', defaultMessage: 'Hotels in {city} | {brand}' },
  homes: { id: 'web.listing.title.homes', defaultMessage: 'Holiday homes in {city} | {brand}' },
  hotelsThemed: { id: 'web.listing.title.hotelsThemed', defaultMessage: 'Hotels in {city} {themes} | {brand}' },
  homesThemed: { id: 'web.listing.title.homesThemed', defaultMessage: 'Holiday homes in {city} {themes} | {brand}' },
  hotelsNear: { id: 'web.listing.title.hotelsNear', defaultMessage: 'Hotels near {place} | {brand}' },
  homesNear: { id: 'web.listing.title.homesNear', defaultMessage: 'Holiday homes near {place} | {brand}' },
  hotelsNearMe: { id: 'web.listing.title.hotelsNearMe', defaultMessage: 'Hotels near me | {brand}' },
  homesNearMe: { id: 'web.listing.title.homesNearMe', defaultMessage: 'Holiday homes near me | {brand}' },
  nearMeDescription: { id: 'web.listing.description.nearMe', defaultMessage: 'Stays close to where you are, with prices for your dates, on {brand}.' },
  hotelsDescription: { id: 'web.listing.description.hotels', defaultMessage: 'Hotels in {place}, with prices for your dates, on {brand}.' },
  homesDescription: { id: 'web.listing.description.homes', defaultMessage: 'Holiday homes in {place}, with prices for your dates, on {brand}.' },
  hotelsThemedDescription: {
    id: 'web.listing.description.hotelsThemed',
    defaultMessage: 'Hotels in {place} {themes}, with prices for your dates, on {brand}.',
  },
  homesThemedDescription: {
    id: 'web.listing.description.homesThemed',
    defaultMessage: 'Holiday homes in {place} {themes}, with prices for your dates, on {brand}.',
  },
  hotelsNearDescription: { id: 'web.listing.description.hotelsNear', defaultMessage: 'Hotels near {place}, with prices for your dates, on {brand}.' },
  homesNearDescription: { id: 'web.listing.description.homesNear', defaultMessage: 'Holiday homes near {place}, with prices for your dates, on {brand}.' },
});

/**
 * A listing (guest-journey §2): the place's properties with rooms free for every night of the stay in the URL
 * (defaults when absent), sorted, filtered and paged as the URL asks. An open search (`isOpenSearch=true`, no dates,
 * the brand's flag on) lists the place's properties with their 'from' prices instead; nights are then 0.
 */
export async function loadListing(site: SiteContext, url: URL, place: ListingPlace, viewer?: Request) {
  const api = serverApi(site.locale, viewer);
  const openSearch = isOpenSearchQuery(url.searchParams, site.openSearch);
  const asked = stayFromQuery(url.searchParams, place.country, new Date());
  const stay = openSearch
    ? { checkin: '', checkout: '', nights: 0, rooms: asked.rooms, isOpenSearch: true, flexibleDaysCount: 0 }
    : { ...asked, isOpenSearch: false };
  // Sort, filters and page from the URL; nonsense is dropped, and a URL carrying any is tidied by a redirect.
  // 40 a page on desktop for a guest in the listing40 experiment (guest-journey §9), 20 otherwise, unless the URL asks.
  const pageSize = listingPageSize({ isDesktop: !site.isMobile, experimentOn: viewer !== undefined && isExperimentOn(experimentsOf(viewer), 'listing40') });
  const query = listingQueryFromParams(url.searchParams, pageSize);
  const tidy = tidyListingUrl(url, query);
  if (tidy) throw redirect(tidy);
  const options = listingSearchOptions(query, { currency: place.country.currencyCode, rooms: stay.rooms });
  const searchQuery = (filters: SearchQuery['filters'], format_response: SearchQuery['format_response'], where = place.search): SearchQuery => ({
    search_type: where.search_type,
    coordinates: where.coordinates,
    filters: {
      ...where.filters,
      number_of_rooms: stay.rooms.length,
      guest_count: { min: countGuests(stay.rooms) },
      ...filters,
      // An open search claims no availability: it has no stay to check. Otherwise the listing's 'Hide sold out'
      // decides, and the alternate stays of an empty listing are bookable ones.
      available: openSearch ? undefined : (filters?.available ?? true),
    },
    ...(openSearch
      ? { open_search: true }
      : {
          available_room_count: { checkin: stay.checkin, checkout: stay.checkout, min_count: stay.rooms.length },
          ...(stay.flexibleDaysCount > 0 ? { flexible_days_count: stay.flexibleDaysCount } : {}),
        }),
    rooms_config: formatRoomsConfigQuery(stay.rooms),
    format_response,
    brand_name: site.brandId,
    default_property_type: site.defaultPropertyType,
  });
  const search = (filters: SearchQuery['filters'], format_response: SearchQuery['format_response'], where = place.search) =>
    searchHotels(api, searchQuery(filters, format_response, where));
  const [result, intl] = await Promise.all([search(options.filters, options.format_response), serverIntl(site.locale)]);
  const beyond = lastPageUrl(url, query.page, result.total_count, query.count);
  if (beyond) throw redirect(beyond);
  const alternates =
    result.total_count === 0
      ? await alternateSearch(place, (where) => search({}, { batch_count: ALTERNATE_SEARCH_BATCH_SIZE, offset: 0, sort_params: 'popularity' }, where))
      : [];
  const homes = site.defaultPropertyType === 'home';
  const brand = site.brandName;
  const title =
    place.label === null
      ? intl.formatMessage(homes ? messages.homesNearMe : messages.hotelsNearMe, { brand })
      : place.relation === 'near'
        ? intl.formatMessage(homes ? messages.homesNear : messages.hotelsNear, { place: place.label, brand })
        : place.themed
          ? intl.formatMessage(homes ? messages.homesThemed : messages.hotelsThemed, {
              city: place.themed.place,
              themes: themeWords(intl, place.themed.tags),
              brand,
            })
          : intl.formatMessage(homes ? messages.homes : messages.hotels, { city: place.label, brand });
  const description = place.description || brandDescription(intl, place, homes, brand);
  return {
    kind: 'listing' as const,
    place: { label: place.label, relation: place.relation, city: place.city, destination: place.destination ?? null, themed: place.themed ?? null },
    stay,
    path: listingPath(url),
    query,
    modal: listingModal(url.searchParams.get('modal')),
    currency: place.country.currencyCode,
    hotels: result.hotels,
    alternates,
    // The map asks for the same search, up to 5,000 results (guest-journey §7).
    mapQuery: searchQuery(options.filters, { batch_count: MAP_SEARCH_LIMIT, offset: 0, sort_params: options.format_response.sort_params }),
    mapOpen: url.searchParams.get('view') === 'map',
    totalCount: result.total_count,
    meta: { title, description, canonical: `${site.origin}${place.canonicalPath}`, siteName: site.brandName },
  };
}

/** The description of a place without one of its own (a country, the guest's position, a city without one). */
function brandDescription(intl: IntlShape, place: ListingPlace, homes: boolean, brand: string): string {
  if (place.label === null) return intl.formatMessage(messages.nearMeDescription, { brand });
  if (place.relation === 'near')
    return intl.formatMessage(homes ? messages.homesNearDescription : messages.hotelsNearDescription, { place: place.label, brand });
  if (place.themed) {
    const themes = themeWords(intl, place.themed.tags);
    return intl.formatMessage(homes ? messages.homesThemedDescription : messages.hotelsThemedDescription, { place: place.themed.place, themes, brand });
  }
  return intl.formatMessage(homes ? messages.homesDescription : messages.hotelsDescription, { place: place.label, brand });
}

/** The listing's path with the parameters that name its place (/search/ and near me), which every control carries on. */
function listingPath(url: URL): string {
  const place = new URLSearchParams();
  for (const name of PLACE_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) place.set(name, value);
  }
  const search = place.toString();
  return search ? `${pathOf(url)}?${search}` : pathOf(url);
}

const PLACE_PARAMS = ['searchType', 'locationId', 'cityId', 'localityId', 'countryId', 'latitude', 'longitude'];

const ALTERNATE_RADIUS_KM = 100;

/**
 * Nothing matched: the alternate search (guest-journey §4, batch 3) — the same place without the guest's filters,
 * then, if the place itself is full, the nearest stays within 100 km of its centre.
 */
async function alternateSearch(place: ListingPlace, search: (where: ListingPlace['search']) => Promise<SearchResponse>): Promise<HotelSummary[]> {
  const samePlace = await search(place.search);
  if (samePlace.hotels.length > 0) return samePlace.hotels;
  const centre = place.search.coordinates ?? (place.city ? { latitude: place.city.center_point.lat, longitude: place.city.center_point.lng } : null);
  if (!centre) return [];
  const around = await search({
    search_type: 'locations',
    coordinates: { latitude: centre.latitude, longitude: centre.longitude, radius_km: ALTERNATE_RADIUS_KM },
    filters: {},
  });
  return around.hotels;
}
