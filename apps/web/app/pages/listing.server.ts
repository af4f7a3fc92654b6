import { defineMessages } from 'react-intl';
import { getCities, searchHotels } from '@stays/api-client';
import { countryById, LISTING_PAGE_SIZE, type CountryConfig } from '@stays/brand-config';
import { countGuests, formatRoomsConfigQuery, stayFromQuery } from '@stays/validation';
import { serverApi } from '../site/api.server';
import { serverIntl } from '../site/intl.server';
import type { SiteContext } from '../site/site-context';
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
  const [result, intl] = await Promise.all([
    searchHotels(api, {
      search_type: 'city',
      filters: { city_id: city.id, available: true, number_of_rooms: stay.rooms.length, guest_count: { min: countGuests(stay.rooms) } },
      available_room_count: { checkin: stay.checkin, checkout: stay.checkout, min_count: stay.rooms.length },
      rooms_config: formatRoomsConfigQuery(stay.rooms),
      format_response: { batch_count: LISTING_PAGE_SIZE, offset: 0, sort_params: 'popularity' },
      brand_name: site.brandId,
      default_property_type: site.defaultPropertyType,
    }),
    serverIntl(site.locale),
  ]);
  const title = intl.formatMessage(site.defaultPropertyType === 'home' ? messages.homes : messages.hotels, { city: city.name, brand: site.brandName });
  return {
    kind: 'listing' as const,
    city,
    stay,
    hotels: result.hotels,
    totalCount: result.total_count,
    meta: { title, description: city.meta_description, canonical: `${site.origin}/hotels-in-${city.slug}`, siteName: site.brandName },
  };
}
