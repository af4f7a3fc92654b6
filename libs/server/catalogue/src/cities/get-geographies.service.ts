import type { GeographiesResponse } from '@stays/api-client';
import type { SqlClient } from '../sql-client';
import { findPlaceBySlug, findTagBySlug } from './find-place.repository';
import { cityFromRow } from './list-cities.service';

/** GET /api/pwa/geographies: what a listing URL's place and tag slugs name (nulls when nothing). */
export async function getGeographies(database: SqlClient, query: { place: string; tag?: string }): Promise<GeographiesResponse> {
  const [place, tag] = await Promise.all([
    findPlaceBySlug(database, query.place),
    query.tag === undefined ? Promise.resolve(null) : findTagBySlug(database, query.tag),
  ]);
  return {
    city: place ? cityFromRow(place.city) : null,
    locality: place?.locality
      ? { id: place.locality.id, name: place.locality.name, slug: place.locality.slug, center_point: { lat: place.locality.latitude, lng: place.locality.longitude } }
      : null,
    tag,
  };
}
