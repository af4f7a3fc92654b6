import { SqlParams, type SqlClient } from '@stays/server-core';

/** Earth's mean radius, for the great-circle distance. */
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between the point ($lat, $lng placeholders) and a row's latitude and longitude columns. */
export function distanceKmSql(lat: string, lng: string, table: string): string {
  // least(1, …): rounding can push the root of (nearly) antipodal points just above 1, outside asin's domain.
  return `${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
      power(sin(radians(${table}.latitude - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(${table}.latitude)) * power(sin(radians(${table}.longitude - ${lng}) / 2), 2))))`;
}

/** A degree of latitude is about 111 km: rows further north or south than the radius are skipped before measuring. */
export function latitudeBandSql(lat: string, radiusKm: string, table: string): string {
  return `${table}.latitude BETWEEN ${lat} - ${radiusKm} / 111.0 AND ${lat} + ${radiusKm} / 111.0`;
}

export interface PointOfInterestRow {
  kind: 'city' | 'locality' | 'holiday_park';
  id: number;
  name: string;
  city_name: string;
  city_slug: string;
  slug: string | null;
  latitude: number;
  longitude: number;
  distance_km: number;
}

/**
 * The catalogue's places (localities, cities, and the brand's holiday parks) within `radiusKm` of a point, nearest
 * first: the points of interest of a hotel or of a position.
 */
export async function findPointsOfInterest(
  database: SqlClient,
  point: { lat: number; lng: number },
  options: { radiusKm: number; limit: number; brandId: string | null },
): Promise<PointOfInterestRow[]> {
  const params = new SqlParams();
  const lat = params.add(point.lat, 'float8');
  const lng = params.add(point.lng, 'float8');
  const radius = params.add(options.radiusKm, 'float8');
  const parkBrand = options.brandId === null ? '' : `AND hp.brand_id = ${params.add(options.brandId)}`;
  return database.query<PointOfInterestRow>(
    `SELECT * FROM (
       SELECT 'locality' AS kind, l.id, l.name, c.name AS city_name, c.slug AS city_slug, l.slug, l.latitude, l.longitude,
              ${distanceKmSql(lat, lng, 'l')} AS distance_km
         FROM localities l JOIN cities c ON c.id = l.city_id WHERE ${latitudeBandSql(lat, radius, 'l')}
       UNION ALL
       SELECT 'city', c.id, c.name, c.name, c.slug, NULL, c.latitude, c.longitude, ${distanceKmSql(lat, lng, 'c')}
         FROM cities c WHERE ${latitudeBandSql(lat, radius, 'c')}
       UNION ALL
       SELECT 'holiday_park', hp.id, hp.name, c.name, c.slug, hp.slug, hp.latitude, hp.longitude, ${distanceKmSql(lat, lng, 'hp')}
         FROM holiday_parks hp JOIN cities c ON c.id = hp.city_id WHERE ${latitudeBandSql(lat, radius, 'hp')} ${parkBrand}
     ) places
     WHERE distance_km <= ${radius}
     ORDER BY distance_km, kind, id
     LIMIT ${params.add(options.limit, 'int')}`,
    params.values,
  );
}
