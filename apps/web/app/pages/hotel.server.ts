import { ApiRequestError, getCities, getHotelDetails } from '@stays/api-client';
import { countryByCode, countryById, type CountryConfig } from '@stays/brand-config';
import { listingPath, stayQueryString } from '@stays/feature-search';
import { formatRoomsConfigQuery, stayFromQuery } from '@stays/validation';
import { serverApi } from '../site/api.server';
import type { SiteContext } from '../site/site-context';
import { notFound } from './not-found.server';

const DESCRIPTION_LENGTH = 155;

function shorten(text: string): string {
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** The hotel page (guest-journey §2 /{hotelId}/): details priced for the stay in the URL. */
export async function loadHotel(site: SiteContext, url: URL, hotelId: number, countryPrefix: string | undefined) {
  const api = serverApi(site.locale);
  const prefixCountry = countryPrefix ? countryByCode(countryPrefix) : undefined;
  if (countryPrefix && !prefixCountry) notFound();
  // "Today" is the hotel's country's: the URL's country prefix names it, else the site's country (India has none).
  const stay = stayFromQuery(url.searchParams, prefixCountry ?? (countryById(site.countryId) as CountryConfig), new Date());
  let hotel;
  try {
    hotel = await getHotelDetails(api, hotelId, {
      available_room_count: { checkin: stay.checkin, checkout: stay.checkout, min_count: stay.rooms.length },
      rooms_config: formatRoomsConfigQuery(stay.rooms),
      ...(url.searchParams.get('selected_rcid') ? { selected_rcid: Number(url.searchParams.get('selected_rcid')) } : {}),
    });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.statusCode === 404 || error.statusCode === 400)) notFound();
    throw error;
  }
  const country = countryById(hotel.country_id);
  if (!country || !site.countryIds.includes(hotel.country_id)) notFound();
  const { cities } = await getCities(api, { country_id: hotel.country_id });
  const city = cities.find((candidate) => candidate.id === hotel.city_id);
  const search = { checkin: hotel.stay.checkin, checkout: hotel.stay.checkout, rooms: stay.rooms };
  const prefix = country.code === 'in' ? '' : `/${country.code}`;
  return {
    kind: 'hotel' as const,
    hotel,
    changeSearchHref: city ? listingPath(city.slug, search) : `/${stayQueryString(search)}`,
    meta: {
      title: `${hotel.name}, ${hotel.city} | ${site.brandName}`,
      description: shorten(hotel.description || hotel.address),
      canonical: `${site.origin}${prefix}/${hotel.id}/`,
      siteName: site.brandName,
    },
  };
}
