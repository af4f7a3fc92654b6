import type { ParsedSearchQuery } from '@stays/api-client';
import { occupancyMix } from '@stays/pricing';
import { brandScope } from '../brand/brand-scope';
import { resolveStay, resolveStayRooms, type Stay } from '../stay/resolve-stay';
import type { OpenSearchCriteria } from './open-search.repository';
import type { PlaceCriteria } from './place-sql';
import type { SearchCriteria } from './search-properties.repository';
import { ServiceError } from '@stays/server-core';

/** The properties a query looks at: its place, brand, type and filters on the property (list, map and open search). */
function placeCriteria(query: ParsedSearchQuery, pets: number): PlaceCriteria {
  const { filters } = query;
  const scope = brandScope(query.brand_name, query.default_property_type);
  return {
    cityId: filters.city_id,
    localityId: filters.locality_id,
    countryId: filters.country_id,
    holidayParkId: filters.holiday_park_id,
    collection: query.search_type === 'townhouse' || query.search_type === 'silverkey' ? query.search_type : undefined,
    // tag_id (one theme) and tag_ids (several) both narrow: the property must carry each of them.
    tagIds: [...new Set([...(filters.tag_id === undefined ? [] : [filters.tag_id]), ...(filters.tag_ids ?? [])])],
    coordinates: query.coordinates
      ? { latitude: query.coordinates.latitude, longitude: query.coordinates.longitude, radiusKm: query.coordinates.radius_km }
      : undefined,
    brandId: scope.brandId,
    propertyType: filters.property_type ?? scope.propertyType,
    pets: Math.max(pets, filters.number_of_pets?.min ?? 0),
    category: filters.category,
    amenityIds: filters.amenities,
    ratingMin: filters.rating?.min,
    payAtHotel: filters.pay_at_hotel,
    coupleFriendly: filters.couple_friendly,
  };
}

/** The repository's criteria for a parsed search query and its resolved stay at `now` (shared by the list and the map). */
export function searchCriteria(query: ParsedSearchQuery, stay: Stay, page: { limit: number; offset: number; minimal: boolean }, now: Date): SearchCriteria {
  const { filters } = query;
  return {
    ...placeCriteria(query, stay.pets),
    minimal: page.minimal,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: stay.nights,
    roomsNeeded: stay.roomsNeeded,
    maxAdults: stay.maxAdults,
    pricePerNightMin: filters.price?.min,
    pricePerNightMax: filters.price?.max,
    mix: occupancyMix(stay.rooms.map((room) => room.adults)),
    availableOnly: filters.available ?? true,
    ...(query.flexible_days_count > 0 ? { flexible: { days: query.flexible_days_count, now } } : {}),
    sort: query.format_response.sort_params,
    limit: page.limit,
    offset: page.offset,
  };
}

/** The criteria of an open search (no dates): the rooms asked price each property's nights; nothing is checked for a stay. */
export function openSearchCriteria(query: ParsedSearchQuery, now: Date, page: { limit: number; offset: number; minimal: boolean }): OpenSearchCriteria {
  const { filters } = query;
  const rooms = resolveStayRooms({ roomsConfig: query.rooms_config, guestCount: filters.guest_count?.min, numberOfRooms: filters.number_of_rooms });
  return {
    ...placeCriteria(
      query,
      rooms.reduce((sum, room) => sum + room.pets, 0),
    ),
    minimal: page.minimal,
    now,
    roomsNeeded: rooms.length,
    maxAdults: Math.max(...rooms.map((room) => room.adults)),
    mix: occupancyMix(rooms.map((room) => room.adults)),
    pricePerNightMin: filters.price?.min,
    pricePerNightMax: filters.price?.max,
    sort: query.format_response.sort_params,
    limit: page.limit,
    offset: page.offset,
  };
}

/** The stay a search query asks for ("not before today" is checked once the query has found the place's country). */
export function searchStay(query: ParsedSearchQuery): Stay {
  const asked = query.available_room_count;
  // The contract lets a query without dates through only as an open search, which never gets here.
  if (!asked) throw new ServiceError(400, 'INVALID_DATES', 'available_room_count[checkin] and [checkout] are required unless open_search=true');
  return resolveStay(
    {
      checkin: asked.checkin,
      checkout: asked.checkout,
      minCount: asked.min_count,
      roomsConfig: query.rooms_config,
      guestCount: query.filters.guest_count?.min,
      numberOfRooms: query.filters.number_of_rooms,
    },
    null,
  );
}
