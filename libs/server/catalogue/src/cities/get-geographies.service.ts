import type { GeographiesResponse } from '@stays/api-client';
import type { SqlClient } from '../sql-client';
import { findPlaceByLocalityId, findPlaceBySlug, findTagsBySlugs } from './find-place.repository';
import { cityFromRow } from './list-cities.service';

/** GET /api/pwa/geographies: what a listing URL's place (slug or locality id) and tag slugs name (null or no tag when nothing). */
export async function getGeographies(
  database: SqlClient,
  query: { place?: string; locality_id?: number; tags?: readonly string[] },
): Promise<GeographiesResponse> {
  const findPlace = () => {
    if (query.locality_id !== undefined) return findPlaceByLocalityId(database, query.locality_id);
    return query.place === undefined ? Promise.resolve(null) : findPlaceBySlug(database, query.place);
  };
  const [place, tags] = await Promise.all([findPlace(), findTagsBySlugs(database, query.tags ?? [])]);
  return {
    city: place ? cityFromRow(place.city) : null,
    locality: place?.locality
      ? { id: place.locality.id, name: place.locality.name, slug: place.locality.slug, center_point: { lat: place.locality.latitude, lng: place.locality.longitude } }
      : null,
    tags,
  };
}
