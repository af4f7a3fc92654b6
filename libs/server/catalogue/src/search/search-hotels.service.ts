import type { HotelSummary, ParsedSearchQuery, SearchResponse } from '@stays/api-client';
import { propertyImagePath } from '@stays/api-client';
import { ServiceError } from '../errors/service-error';
import { occupancyMix, summariseStay, taxClusivityFor } from '../pricing/price-stay';
import { brandScope } from '../brand/brand-scope';
import { assertCheckinNotPast, resolveStay } from '../stay/resolve-stay';
import type { SqlClient } from '../sql-client';
import { currencyOf } from '../money/currency';
import { countSearchResults, searchProperties, type SearchCriteria, type SearchRow } from './search-properties.repository';

/** GET /api/pwa/search: bookable properties of a place for a stay, priced, sorted and paged, in one SQL round trip. */
export async function searchHotels(database: SqlClient, query: ParsedSearchQuery, now: Date): Promise<SearchResponse> {
  const { filters, format_response: page } = query;
  const stay = resolveStay(
    {
      checkin: query.available_room_count.checkin,
      checkout: query.available_room_count.checkout,
      minCount: query.available_room_count.min_count,
      roomsConfig: query.rooms_config,
      guestCount: filters.guest_count?.min,
      numberOfRooms: filters.number_of_rooms,
    },
    null, // "not before today" needs the place's country: checked below, once the query has found it
  );
  const scope = brandScope(query.brand_name, query.default_property_type);
  const criteria: SearchCriteria = {
    cityId: filters.city_id,
    localityId: filters.locality_id,
    countryId: filters.country_id,
    brandId: scope.brandId,
    propertyType: scope.propertyType,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: stay.nights,
    roomsNeeded: stay.roomsNeeded,
    maxAdults: stay.maxAdults,
    pets: stay.pets,
    mix: occupancyMix(stay.rooms.map((room) => room.adults)),
    availableOnly: filters.available ?? true,
    sort: page.sort_params,
    limit: page.batch_count,
    offset: page.offset,
  };
  const result = await searchProperties(database, criteria);
  if (!result.location) throw new ServiceError(404, 'LOCATION_NOT_FOUND', 'the searched city, locality or country does not exist');
  assertCheckinNotPast(stay.checkin, result.location.timeZone, now);
  const totalCount = result.totalCount ?? (page.offset > 0 ? await countSearchResults(database, criteria) : 0);
  return {
    hotels: result.rows.map((row) => toHotelSummary(row, stay.nights, stay.rooms.length)),
    total_count: totalCount,
    offset: page.offset,
    batch_count: page.batch_count,
  };
}

function toHotelSummary(row: SearchRow, nights: number, rooms: number): HotelSummary {
  const soldOut = row.room_category_id === null || row.total === null;
  const price = soldOut ? null : summariseStay({ nights, rooms, total: row.total ?? 0, slasherTotal: row.slasher_total });
  const images = row.images && row.images.length > 0 ? row.images : [propertyImagePath(row.id, 0)];
  const currency = currencyOf(row.currency_code);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city_name,
    city_id: row.city_id,
    locality: row.locality_name,
    country_name: row.country_name,
    country_id: row.country_id,
    property_type: row.property_type,
    category: row.category,
    ratings: { value: row.rating_value, count: row.rating_count },
    best_image: images[0] ?? propertyImagePath(row.id, 0),
    hotel_images: images,
    geo_location: { lat: row.latitude, lng: row.longitude },
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    available_rooms: soldOut ? 0 : (row.free_rooms ?? 0),
    pricing_details:
      price && row.room_category_id !== null
        ? {
            nights: price.nights,
            rooms: price.rooms,
            price_per_night: price.price_per_night,
            total_price: price.total_price,
            slasher_price: price.slasher_price,
            discount_percentage: price.discount_percentage,
            tax_clusivity: taxClusivityFor(row.country_id),
            room_category_id: row.room_category_id,
          }
        : null,
    slasher_percentage: price?.discount_percentage ?? 0,
    isSoldOut: soldOut,
    isShortListed: false,
    no_of_bedrooms: row.no_of_bedrooms,
    no_of_people: row.no_of_people,
    no_of_pets: row.no_of_pets,
  };
}
