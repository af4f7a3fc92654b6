import type { NearbyThings } from '@stays/api-client';
import { SqlParams, type SqlClient } from '@stays/server-core';
import { brandScope } from '../brand/brand-scope';
import { distanceKmSql, findPointsOfInterest, latitudeBandSql } from './find-points-of-interest.repository';
import { pointOfInterestFromRow, roundKm } from './point-of-interest';

interface NearbyPropertyRow {
  id: number;
  name: string;
  slug: string;
  property_type: 'hotel' | 'home';
  category: string | null;
  rating: number | null;
  city: string;
  city_slug: string;
  latitude: number;
  longitude: number;
  distance_km: number;
}

/**
 * GET nearbyThings: what lies around a point (the guest's position, a map's centre): the brand's bookable properties
 * and the catalogue's places within the radius, each nearest first.
 */
export async function getNearbyThings(
  database: SqlClient,
  query: { lat: number; lng: number; radius_km: number; limit: number; brand_name?: string; default_property_type?: 'hotel' | 'home' },
): Promise<NearbyThings> {
  const scope = brandScope(query.brand_name, query.default_property_type);
  const point = { lat: query.lat, lng: query.lng };
  const [places, properties] = await Promise.all([
    findPointsOfInterest(database, point, { radiusKm: query.radius_km, limit: query.limit, brandId: scope.brandId }),
    findPropertiesAround(database, point, { radiusKm: query.radius_km, limit: query.limit, brandId: scope.brandId, propertyType: scope.propertyType }),
  ]);
  return {
    center_point: point,
    places: places.map(pointOfInterestFromRow),
    properties: properties.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      property_type: row.property_type,
      category: row.category,
      rating: row.rating,
      city: row.city,
      city_slug: row.city_slug,
      center_point: { lat: row.latitude, lng: row.longitude },
      distance_km: roundKm(row.distance_km),
    })),
  };
}

function findPropertiesAround(
  database: SqlClient,
  point: { lat: number; lng: number },
  options: { radiusKm: number; limit: number; brandId: string | null; propertyType: 'hotel' | 'home' | null },
): Promise<NearbyPropertyRow[]> {
  const params = new SqlParams();
  const lat = params.add(point.lat, 'float8');
  const lng = params.add(point.lng, 'float8');
  const radius = params.add(options.radiusKm, 'float8');
  const conditions = [`p.status = 'active'`, latitudeBandSql(lat, radius, 'p')];
  if (options.brandId !== null) conditions.push(`p.brand_id = ${params.add(options.brandId)}`);
  if (options.propertyType !== null) conditions.push(`p.property_type = ${params.add(options.propertyType)}`);
  return database.query<NearbyPropertyRow>(
    `SELECT * FROM (
       SELECT p.id, p.name, p.slug, p.property_type, p.category, p.rating_value::float8 AS rating, c.name AS city, c.slug AS city_slug,
              p.latitude, p.longitude, ${distanceKmSql(lat, lng, 'p')} AS distance_km
         FROM properties p JOIN cities c ON c.id = p.city_id
        WHERE ${conditions.join(' AND ')}
     ) around
     WHERE distance_km <= ${radius}
     ORDER BY distance_km, id
     LIMIT ${params.add(options.limit, 'int')}`,
    params.values,
  );
}
