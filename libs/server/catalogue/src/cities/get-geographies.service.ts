import type { GeographiesResponse } from '@stays/api-client';
import {
  findPlaceByHolidayParkId,
  findPlaceByLocalityId,
  findPlaceBySlug,
  findTagsBySlugs,
  type HolidayParkRow,
  type LocalityRow,
} from './find-place.repository';
import type { CityRow } from './find-cities.repository';
import { cityFromRow } from './list-cities.service';
import type { SqlClient } from '@stays/server-core';

/** GET /api/pwa/geographies: what a listing URL's place (slug, locality or park id) and tag slugs name (null or no tag when nothing). */
export async function getGeographies(
  database: SqlClient,
  query: { place?: string; locality_id?: number; holiday_park_id?: number; tags?: readonly string[] },
): Promise<GeographiesResponse> {
  const findPlace = (): Promise<{ city: CityRow; locality?: LocalityRow | null; park?: HolidayParkRow } | null> => {
    if (query.holiday_park_id !== undefined) return findPlaceByHolidayParkId(database, query.holiday_park_id);
    if (query.locality_id !== undefined) return findPlaceByLocalityId(database, query.locality_id);
    return query.place === undefined ? Promise.resolve(null) : findPlaceBySlug(database, query.place);
  };
  const [place, tags] = await Promise.all([findPlace(), findTagsBySlugs(database, query.tags ?? [])]);
  return {
    city: place ? cityFromRow(place.city) : null,
    locality: place?.locality
      ? {
          id: place.locality.id,
          name: place.locality.name,
          slug: place.locality.slug,
          center_point: { lat: place.locality.latitude, lng: place.locality.longitude },
        }
      : null,
    holiday_park: place?.park
      ? {
          id: place.park.id,
          name: place.park.name,
          slug: place.park.slug,
          description: place.park.description,
          center_point: { lat: place.park.latitude, lng: place.park.longitude },
          country_id: place.park.country_id,
        }
      : null,
    tags,
  };
}
