import type { ParsedSearchQuery } from '@stays/api-client';
import { occupancyMix } from '@stays/pricing';
import { brandScope } from '../brand/brand-scope';
import { resolveStay, type Stay } from '../stay/resolve-stay';
import type { SearchCriteria } from './search-properties.repository';

/** The repository's criteria for a parsed search query and its resolved stay (shared by the list and the map). */
export function searchCriteria(query: ParsedSearchQuery, stay: Stay, page: { limit: number; offset: number; minimal: boolean }): SearchCriteria {
  const { filters } = query;
  const scope = brandScope(query.brand_name, query.default_property_type);
  return {
    cityId: filters.city_id,
    localityId: filters.locality_id,
    countryId: filters.country_id,
    // tag_id (one theme) and tag_ids (several) both narrow: the property must carry each of them.
    tagIds: [...new Set([...(filters.tag_id === undefined ? [] : [filters.tag_id]), ...(filters.tag_ids ?? [])])],
    coordinates: query.coordinates
      ? { latitude: query.coordinates.latitude, longitude: query.coordinates.longitude, radiusKm: query.coordinates.radius_km }
      : undefined,
    minimal: page.minimal,
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
    sort: query.format_response.sort_params,
    limit: page.limit,
    offset: page.offset,
  };
}

/** The stay a search query asks for ("not before today" is checked once the query has found the place's country). */
export function searchStay(query: ParsedSearchQuery): Stay {
  return resolveStay(
    {
      checkin: query.available_room_count.checkin,
      checkout: query.available_room_count.checkout,
      minCount: query.available_room_count.min_count,
      roomsConfig: query.rooms_config,
      guestCount: query.filters.guest_count?.min,
      numberOfRooms: query.filters.number_of_rooms,
    },
    null,
  );
}
