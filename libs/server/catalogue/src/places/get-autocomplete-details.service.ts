import type { AutocompleteDetails } from '@stays/api-client';
import { collectionById } from '@stays/brand-config';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { brandScope } from '../brand/brand-scope';
import { findPlaceByRef, type PlaceRow } from './find-place-by-ref.repository';
import { parsePlaceId, type PlaceRef } from './place-id';

/** Answered for an id that names none of our places (the message does not repeat the id). */
export function placeNotFound(): ServiceError {
  return new ServiceError(404, 'PLACE_NOT_FOUND', 'no place of ours has this id: use an id of GET autocomplete (such as city-12 or locality-3)');
}

/**
 * GET autocompletenew/details: the place (or property) an autocomplete suggestion names, with its coordinates, its
 * city and country, how many of the brand's properties it holds, and the search_type and filters GET search takes
 * to list it. A sentence's id (`sentence-city-12`) answers its place.
 */
export async function getAutocompleteDetails(
  database: SqlClient,
  query: { id: string; brandName?: string; defaultPropertyType?: 'hotel' | 'home' },
): Promise<AutocompleteDetails> {
  const ref = parsePlaceId(query.id);
  if (!ref) throw placeNotFound();
  const row = await findPlaceByRef(database, ref, brandScope(query.brandName, query.defaultPropertyType));
  if (!row) throw placeNotFound();
  return placeDetails(ref, row);
}

export function placeDetails(ref: PlaceRef, row: PlaceRow): AutocompleteDetails {
  const numbered = ref.kind !== 'tag' && ref.kind !== 'collection' ? ref.id : null;
  const name = ref.kind === 'collection' ? collectionById(ref.collection).name : row.name;
  const withCity = row.city_name !== null && ref.kind !== 'city' && ref.kind !== 'country';
  return {
    id: idOf(ref),
    type: ref.kind === 'collection' ? ref.collection : ref.kind,
    name,
    display_name: withCity ? `${name}, ${row.city_name}` : name,
    center_point: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    country_id: row.country_id,
    country_code: row.country_code,
    country_name: row.country_name,
    city_id: row.city_id,
    city: row.city_name,
    city_slug: row.city_slug,
    location_id: ref.kind === 'locality' || ref.kind === 'holiday_park' || ref.kind === 'hotel' ? numbered : null,
    location_slug: ref.kind === 'locality' || ref.kind === 'holiday_park' ? row.slug : null,
    tag_slug: ref.kind === 'tag' ? ref.slug : null,
    supply: row.supply,
    search: searchOf(ref, row),
  };
}

function idOf(ref: PlaceRef): string {
  if (ref.kind === 'tag') return `tag-${ref.slug}-${ref.cityId}`;
  if (ref.kind === 'collection') return `collection-${ref.collection}`;
  return `${ref.kind}-${ref.id}`;
}

/** The GET search parameters that list the place (a property: its city, and the property to open). */
function searchOf(ref: PlaceRef, row: PlaceRow): AutocompleteDetails['search'] {
  switch (ref.kind) {
    case 'city':
      return { search_type: 'city', filters: { city_id: ref.id }, hotel_id: null };
    case 'locality':
      return { search_type: 'locality', filters: { locality_id: ref.id }, hotel_id: null };
    case 'country':
      return { search_type: 'country', filters: { country_id: ref.id }, hotel_id: null };
    case 'holiday_park':
      return { search_type: 'holiday_park', filters: { holiday_park_id: ref.id }, hotel_id: null };
    case 'hotel':
      return { search_type: 'hotel', filters: { city_id: row.city_id ?? undefined }, hotel_id: ref.id };
    case 'tag':
      return { search_type: 'tag', filters: { city_id: ref.cityId, tag_id: row.tag_id ?? undefined }, hotel_id: null };
    case 'collection':
      return { search_type: ref.collection, filters: { country_id: row.country_id }, hotel_id: null };
  }
}
