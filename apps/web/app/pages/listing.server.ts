import { defineMessages } from 'react-intl';
import { redirect } from 'react-router';
import { getCities, searchHotels } from '@stays/api-client';
import { countryById, type CountryConfig } from '@stays/brand-config';
import { listingQueryFromParams, listingSearchOptions } from '@stays/feature-search';
import { countGuests, formatRoomsConfigQuery, stayFromQuery } from '@stays/validation';
import { serverApi } from '../site/api.server';
import { serverIntl } from '../site/intl.server';
import type { SiteContext } from '../site/site-context';
import { listingModal } from './listing-modal';
import { lastPageUrl, tidyListingUrl } from './listing-url';
import { notFound } from './not-found.server';

const messages = defineMessages<{ hotels: { city: string; brand: string }; homes: { city: string; brand: string } }>({
  hotels: { id: 'web.listing.title.hotels', defaultMessage: 'Hotels in {city} | {brand}' },
  homes: { id: 'web.listing.title.homes', defaultMessage: 'Holiday homes in {city} | {brand}' },
});

/**
 * A city listing (guest-journey §2 /hotels-in-{city}): the city by its slug among the brand's countries, and its
 * properties with rooms free for every night of the stay in the URL (defaults when absent).
 */
export async function loadListing(site: SiteContext, url: URL, citySlug: string, countryPrefix: string | undefined) {
  const api = serverApi(site.locale);
  const { cities } = await getCities(api, { slug: citySlug });
  const city = cities.find((candidate) => candidate.slug === citySlug && site.countryIds.includes(candidate.country_id));
  const country = city ? countryById(city.country_id) : undefined;
  if (!city || !country || (countryPrefix && countryPrefix !== country.code)) notFound();
  const stay = stayFromQuery(url.searchParams, country as CountryConfig, new Date());
  // Sort, filters and page from the URL; nonsense is dropped, and a URL carrying any is tidied by a redirect.
  const query = listingQueryFromParams(url.searchParams);
  const tidy = tidyListingUrl(url, query);
  if (tidy) throw redirect(tidy);
  const options = listingSearchOptions(query);
  const [result, intl] = await Promise.all([
    searchHotels(api, {
      search_type: 'city',
      filters: {
        city_id: city.id,
        available: true,
        number_of_rooms: stay.rooms.length,
        guest_count: { min: countGuests(stay.rooms) },
        ...options.filters,
      },
      available_room_count: { checkin: stay.checkin, checkout: stay.checkout, min_count: stay.rooms.length },
      rooms_config: formatRoomsConfigQuery(stay.rooms),
      format_response: options.format_response,
      brand_name: site.brandId,
      default_property_type: site.defaultPropertyType,
    }),
    serverIntl(site.locale),
  ]);
  const beyond = lastPageUrl(url, query.page, result.total_count, query.count);
  if (beyond) throw redirect(beyond);
  const title = intl.formatMessage(site.defaultPropertyType === 'home' ? messages.homes : messages.hotels, { city: city.name, brand: site.brandName });
  return {
    kind: 'listing' as const,
    city,
    stay,
    path: url.pathname,
    query,
    modal: listingModal(url.searchParams.get('modal')),
    currency: country.currencyCode,
    hotels: result.hotels,
    totalCount: result.total_count,
    meta: { title, description: city.meta_description, canonical: `${site.origin}/hotels-in-${city.slug}`, siteName: site.brandName },
  };
}
