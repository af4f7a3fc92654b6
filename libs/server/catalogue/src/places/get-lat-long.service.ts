import type { LatLong } from '@stays/api-client';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { brandScope } from '../brand/brand-scope';
import { findPlaceByRef } from './find-place-by-ref.repository';
import { placeDetails, placeNotFound } from './get-autocomplete-details.service';
import { parsePlaceId } from './place-id';

/**
 * GET latLongByPlaceId: the coordinates of one of our places. The spec's product resolved Google place ids
 * (search_data_source GOOGLE); we geocode from our own catalogue only, so any id that is not one of the
 * autocomplete's (a Google place id among them) is a 404, and a country or a collection (no single point) a 422.
 */
export async function getLatLong(database: SqlClient, query: { id: string; search_data_source: 'GOOGLE' }): Promise<LatLong> {
  const ref = parsePlaceId(query.id);
  if (!ref) throw placeNotFound();
  const row = await findPlaceByRef(database, ref, brandScope(undefined, undefined));
  if (!row) throw placeNotFound();
  const details = placeDetails(ref, row);
  if (!details.center_point) throw new ServiceError(422, 'PLACE_HAS_NO_POINT', 'a country or a collection has no single point: ask for a city or a locality');
  return {
    id: details.id,
    search_data_source: query.search_data_source,
    type: details.type,
    name: details.name,
    display_name: details.display_name,
    lat: details.center_point.lat,
    lng: details.center_point.lng,
  };
}
