import { redirect } from 'react-router';
import {
  ApiRequestError,
  getAvailability,
  getCities,
  getHotelDetails,
  getHotelOneLiner,
  getHotelReviews,
  getSimilarHotels,
  getTrustSafety,
  quotationIdSchema,
  type Availability,
  type HotelDetails,
  type HotelOneLiner,
  type HotelReviews,
  type ReviewType,
  type SimilarHotel,
  type TrustSafetyInfo,
} from '@stays/api-client';
import { countryByCode, countryById, SIMILAR_HOTELS_BATCH_SIZE, type CountryConfig } from '@stays/brand-config';
import { listingPath, stayQueryString } from '@stays/feature-search';
import type { HotelPageData } from '@stays/feature-hotel';
import { formatRoomsConfigQuery, isOpenSearchQuery, lastSearchableDate, roomsConfigQuery, stayNights, todayIn, urlDateToIso } from '@stays/validation';
import { serverApi } from '../site/api.server';
import type { SiteContext } from '../site/site-context';
import { hotelJsonLd } from './hotel-json-ld';
import { hotelStayFromQuery } from './hotel-stay.server';
import { notFound } from './not-found.server';
import { heldPropertyChange } from '@stays/feature-booking';
import { followedLinkOnSamePage } from './followed-link-on-page.server';

const DESCRIPTION_LENGTH = 155;

/** A URL date as the availability call gets it: DD/MM/YYYY and DD-MM-YYYY converted, anything else as written (the API corrects it and says so). */
const askedDate = (value: string | null): string | null => (value === null ? null : (urlDateToIso(value) ?? value));
const REVIEWS_PER_PAGE = 10;

function shorten(text: string): string {
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** A call the page can live without: its failure is shown where its data would be, not as a broken page. */
async function optional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode < 500) return null;
    console.error('hotel page: an optional call failed', error);
    return null;
  }
}

function reviewType(value: string | null): ReviewType {
  return value === '0' ? 0 : value === '2' ? 2 : 1;
}

/**
 * The hotel page (guest-journey §2 /{hotelId}/): the availability for the stay in the URL (dates corrected and rooms
 * fitted to the hotel's restriction), the hotel's details for that stay, its reviews, and similar stays when sold out.
 * An open search (`isOpenSearch=true` without dates on a brand that allows it, guest-journey §5) shows the hotel with
 * no stay chosen: no dates, 0 nights, no availability; its room categories 'from' their cheapest night (the price of
 * the listing card), and the page asks the guest for dates.
 */
export async function loadHotel(site: SiteContext, url: URL, hotelId: number, countryPrefix: string | undefined, viewer?: Request) {
  const api = serverApi(site.locale, viewer);
  const prefixCountry = countryPrefix ? countryByCode(countryPrefix) : undefined;
  if (countryPrefix && !prefixCountry) notFound();
  // "Today" is the hotel's country's: the URL's country prefix names it, else the site's country (India has none).
  const asked = hotelStayFromQuery(url.searchParams, prefixCountry ?? (countryById(site.countryId) as CountryConfig), new Date());
  const selected = Number(url.searchParams.get('selected_rcid')) || undefined;
  // The deal the guest came from (the deal page's links): the API prices the stay with it when it covers it.
  const dealId = Number(url.searchParams.get('deal_id'));
  const deal = Number.isInteger(dealId) && dealId > 0 ? { deal_id: dealId } : {};
  // A quotation link (is_quotation=true&quotation_id=…): the API prices its room at the quoted rates while it is valid.
  const quotationId = url.searchParams.get('is_quotation') === 'true' ? quotationIdSchema.safeParse(url.searchParams.get('quotation_id')).data : undefined;
  const quotation = quotationId ? { quotation_id: quotationId } : {};
  const openSearch = isOpenSearchQuery(url.searchParams, site.openSearch);
  // Every call that does not need another's answer starts at once: reviews, one-liner, trust and safety, and the
  // details for the stay as asked, beside the availability (which corrects the stay only now and then).
  const reviewsCall = optional<HotelReviews>(
    getHotelReviews(api, hotelId, { review_type: reviewType(url.searchParams.get('review_type')), batch: { count: REVIEWS_PER_PAGE, offset: 0 } }),
  );
  const oneLinerCall = optional<HotelOneLiner>(getHotelOneLiner(api, hotelId));
  const trustSafetyCall = optional<TrustSafetyInfo>(getTrustSafety(api, { user_country_id: site.countryCode, app_client: 'website' }));
  const detailsFor = (dates: { checkin: string; checkout: string }, rooms: typeof asked.rooms) =>
    getHotelDetails(api, hotelId, {
      available_room_count: { checkin: dates.checkin, checkout: dates.checkout, min_count: rooms.length },
      rooms_config: formatRoomsConfigQuery(rooms),
      ...(selected ? { selected_rcid: selected } : {}),
      ...deal,
      ...quotation,
    });
  // An open search asks without dates: each room category then comes 'from' its cheapest night, as the listing card did.
  const askedDetailsCall = openSearch
    ? getHotelDetails(api, hotelId, { open_search: true, rooms_config: formatRoomsConfigQuery(asked.rooms) })
    : detailsFor(asked, asked.rooms);
  askedDetailsCall.catch(() => undefined); // awaited below unless the stay is corrected; never an unhandled rejection
  const availability = openSearch
    ? null
    : await optional<Availability>(
        getAvailability(api, {
          hotel_id: hotelId,
          // The dates as asked: the API corrects them and says so (the page then tells the guest).
          checkin: askedDate(url.searchParams.get('checkin')) ?? asked.checkin,
          checkout: askedDate(url.searchParams.get('checkout')) ?? asked.checkout,
          rooms_config: formatRoomsConfigQuery(asked.rooms),
          ...(selected ? { selected_rcid: selected } : {}),
          ...deal,
          ...quotation,
          ...(url.searchParams.get('user_mode') ? { user_mode: url.searchParams.get('user_mode') as string } : {}),
        }),
      );
  const rooms = availability ? (roomsConfigQuery.safeParse(availability.rooms_config).data ?? asked.rooms) : asked.rooms;
  const stay = openSearch
    ? { checkin: '', checkout: '', nights: 0, rooms }
    : availability
      ? { checkin: availability.checkin, checkout: availability.checkout, nights: availability.nights, rooms }
      : { checkin: asked.checkin, checkout: asked.checkout, nights: stayNights(asked.checkin, asked.checkout), rooms };
  const asAsked =
    openSearch || (stay.checkin === asked.checkin && stay.checkout === asked.checkout && formatRoomsConfigQuery(rooms) === formatRoomsConfigQuery(asked.rooms));
  let hotel: HotelDetails;
  try {
    hotel = await (asAsked ? askedDetailsCall : detailsFor(stay, rooms));
  } catch (error) {
    // "A category whose status is 'disabled' sends the user to home" (guest-journey §2).
    if (error instanceof ApiRequestError && error.code === 'HOTEL_DISABLED')
      throw redirect(prefixCountry?.doesHomePageExists ? `/${prefixCountry.code}/` : '/');
    if (error instanceof ApiRequestError && (error.statusCode === 404 || error.statusCode === 400)) notFound();
    throw error;
  }
  const country = countryById(hotel.country_id);
  if (!country || !site.countryIds.includes(hotel.country_id)) notFound();
  const prefix = country.code === 'in' ? '' : `/${country.code}`;
  // "/{hotelId}/ (prefixed with a country code outside India)": another country's prefix (/jp/1067/ for an Indian
  // hotel), an alias (/uk/) or none for a home abroad (/1305/) names the page under a wrong address; it has moved for good.
  if ((countryPrefix ? `/${countryPrefix}` : '') !== prefix) throw redirect(`${prefix}/${hotel.id}/${url.search}`, 301);
  const soldOut = openSearch ? false : availability ? !availability.is_available : hotel.isSoldOut;
  const [cities, reviews, similar, oneLiner, trustSafety] = await Promise.all([
    getCities(api, { country_id: hotel.country_id }),
    reviewsCall,
    soldOut
      ? optional(
          getSimilarHotels(api, {
            available_room_count: { checkin: stay.checkin, checkout: stay.checkout, min_count: rooms.length },
            filters: { affinity_hotel_id: hotelId, available: true },
            format_response: { batch: { count: SIMILAR_HOTELS_BATCH_SIZE, offset: 0 } },
            rooms_config: formatRoomsConfigQuery(rooms),
          }),
        )
      : Promise.resolve(null),
    oneLinerCall,
    trustSafetyCall,
  ]);
  const city = cities.cities.find((candidate) => candidate.id === hotel.city_id);
  const search = { checkin: stay.checkin, checkout: stay.checkout, rooms, isOpenSearch: openSearch };
  const now = new Date();
  const canonical = `${site.origin}${prefix}/${hotel.id}/`;
  const params = Object.fromEntries(url.searchParams);
  const page: HotelPageData = {
    hotel,
    availability,
    reviews,
    oneLiner,
    trustSafety,
    userCountryCode: site.countryCode,
    similarHotels: (similar?.hotels ?? null) as SimilarHotel[] | null,
    stay,
    path: url.pathname,
    // The URL states the stay shown: corrected dates and fitted rooms replace what was asked.
    params: openSearch
      ? { ...params, rooms_config: formatRoomsConfigQuery(rooms) }
      : { ...params, checkin: stay.checkin, checkout: stay.checkout, rooms_config: formatRoomsConfigQuery(rooms) },
    openSearch,
    modal: url.searchParams.get('modal'),
    today: todayIn(now, country.timeZone),
    lastDate: lastSearchableDate(now, country.timeZone, country.maxSearchableMonths),
    timeZone: country.timeZone,
    distanceUnit: country.distanceUnit,
    countryPrefix: prefix,
    changeSearchHref: city ? listingPath(city.slug, search) : `/${stayQueryString(search)}`,
  };
  return {
    kind: 'hotel' as const,
    ...page,
    // A link of this page tapped before it hydrated (e.g. 'Continue to book'): its modal opens as after hydration.
    followedLinkOnPage: viewer ? followedLinkOnSamePage(viewer) : false,
    // The booking a guest is replacing with this property: painted with the page, not pushed in at hydration.
    heldPropertyChange: viewer ? heldPropertyChange(viewer.headers.get('cookie') ?? '') : null,
    jsonLd: hotelJsonLd(hotel, canonical),
    meta: {
      title: `${hotel.name}, ${hotel.city} | ${site.brandName}`,
      description: shorten(hotel.description || hotel.address),
      canonical,
      siteName: site.brandName,
    },
  };
}
