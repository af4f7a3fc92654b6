/** Earth's mean radius, for the great-circle distance. */
const EARTH_RADIUS_KM = 6371;

export interface NearbyPropertyRow {
  id: number;
  distance_km: number;
}

/**
 * Active properties of the same brand and type as `affinityId`, nearest first (great-circle distance from `point`,
 * else from the affinity property), within `radiusKm`, excluding the affinity property itself.
 */
export async function findNearbyProperties(
  database: SqlClient,
  affinityId: number,
  options: { point?: { lat: number; lng: number }; radiusKm: number; limit: number },
): Promise<NearbyPropertyRow[]> {
  return database.query<NearbyPropertyRow>(
    `WITH origin AS (
       SELECT a.brand_id, a.property_type, coalesce($2::float8, a.latitude) AS lat, coalesce($3::float8, a.longitude) AS lng
         FROM properties a WHERE a.id = $1
     ), nearby AS (
       SELECT p.id,
              ${EARTH_RADIUS_KM} * 2 * asin(sqrt(
                power(sin(radians(p.latitude - o.lat) / 2), 2) +
                cos(radians(o.lat)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - o.lng) / 2), 2))) AS distance_km
         FROM properties p, origin o
        WHERE p.id <> $1 AND p.status = 'active' AND p.brand_id = o.brand_id AND p.property_type = o.property_type
          AND p.latitude BETWEEN o.lat - $4::float8 / 111.0 AND o.lat + $4::float8 / 111.0
     )
     SELECT id, distance_km::float8 AS distance_km FROM nearby WHERE distance_km <= $4::float8
      ORDER BY distance_km, id LIMIT $5`,
    [affinityId, options.point?.lat ?? null, options.point?.lng ?? null, options.radiusKm, options.limit],
  );
}

import type { SqlClient } from '@stays/server-core';
