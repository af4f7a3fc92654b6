import type { HotelSummary, ParsedSearchQuery, SearchResponse } from '@stays/api-client';
import { occupancyMix, summariseStay } from '@stays/pricing';
import { ServiceError } from '../errors/service-error';
import { hotelSummary } from '../property/hotel-summary';
import { brandScope } from '../brand/brand-scope';
import { assertCheckinNotPast, resolveStay } from '../stay/resolve-stay';
import type { SqlClient } from '../sql-client';
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
    propertyType: filters.property_type ?? scope.propertyType,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: stay.nights,
    roomsNeeded: stay.roomsNeeded,
    maxAdults: stay.maxAdults,
    pets: Math.max(stay.pets, filters.number_of_pets?.min ?? 0),
    category: filters.category,
    amenityIds: filters.amenities,
    ratingMin: filters.rating?.min,
    pricePerNightMin: filters.price?.min,
    pricePerNightMax: filters.price?.max,
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
  if (row.room_category_id === null || row.total === null) return hotelSummary(row, null);
  return hotelSummary(row, {
    price: summariseStay({ nights, rooms, total: row.total, slasherTotal: row.slasher_total }),
    roomCategoryId: row.room_category_id,
    availableRooms: row.free_rooms ?? 0,
  });
}
