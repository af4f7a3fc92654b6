import type { NearbyPlaces } from '@stays/api-client';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { findPointsOfInterest } from './find-points-of-interest.repository';
import { pointOfInterestFromRow } from './point-of-interest';

/**
 * GET nearbyPlaces: the points of interest around a bookable hotel (its locality, the localities and cities near
 * it, its brand's holiday parks), nearest first, as `hotels[0].point_of_interests`.
 */
export async function getNearbyPlaces(database: SqlClient, query: { hotel_id: number; radius_km: number; limit: number }): Promise<NearbyPlaces> {
  const [hotel] = await database.query<{ id: number; name: string; brand_id: string; latitude: number; longitude: number }>(
    `SELECT id, name, brand_id, latitude, longitude FROM properties WHERE id = $1 AND status = 'active'`,
    [query.hotel_id],
  );
  if (!hotel) throw new ServiceError(404, 'HOTEL_NOT_FOUND', 'no bookable hotel has this id');
  const point = { lat: hotel.latitude, lng: hotel.longitude };
  const rows = await findPointsOfInterest(database, point, { radiusKm: query.radius_km, limit: query.limit, brandId: hotel.brand_id });
  return { hotels: [{ id: hotel.id, name: hotel.name, center_point: point, point_of_interests: rows.map(pointOfInterestFromRow) }] };
}
