import type { SortParams } from '@stays/api-client';
import type { SqlParams } from '@stays/server-core';

/** Which properties a search looks at, whatever it then asks of their rooms (a stay, or an open search's prices). */
export interface PlaceCriteria {
  cityId?: number;
  localityId?: number;
  countryId?: number;
  /** The homes of this holiday park: the park is the place searched (its centre measures distances). */
  holidayParkId?: number;
  /** Only the properties of this curated collection. */
  collection?: 'townhouse' | 'silverkey';
  /** Only properties carrying every one of these tags. */
  tagIds?: readonly number[];
  /** Around a point, within radiusKm (great-circle); distances and the distance sort measure from it. */
  coordinates?: { latitude: number; longitude: number; radiusKm: number };
  brandId: string | null;
  propertyType: 'hotel' | 'home' | null;
  pets: number;
  /** The property's category, any case. */
  category?: string;
  /** Amenity ids the property must all have. */
  amenityIds?: readonly number[];
  ratingMin?: number;
  /** Only properties taking payment at the property (quick filter pay_at_hotel). */
  payAtHotel?: boolean;
  /** Only properties welcoming unmarried couples (quick filter couple_friendly). */
  coupleFriendly?: boolean;
}

/** The conditions on `properties p` of the place, and the place ids (placeholders, or a park's city as a subquery) for narrowing other tables. */
export interface PlaceConditions {
  conditions: string[];
  cityId?: string;
  localityId?: string;
  countryId?: string;
}

export function placeConditionsSql(criteria: PlaceCriteria, params: SqlParams): PlaceConditions {
  const place: PlaceConditions = { conditions: [`p.status = 'active'`] };
  const conditions = place.conditions;
  if (criteria.cityId !== undefined) {
    place.cityId = params.add(criteria.cityId, 'int');
    conditions.push(`p.city_id = ${place.cityId}`);
  }
  if (criteria.localityId !== undefined) {
    place.localityId = params.add(criteria.localityId, 'int');
    conditions.push(`p.locality_id = ${place.localityId}`);
  }
  if (criteria.countryId !== undefined) {
    place.countryId = params.add(criteria.countryId, 'int');
    conditions.push(`p.country_id = ${place.countryId}`);
  }
  if (criteria.holidayParkId !== undefined) {
    const parkId = params.add(criteria.holidayParkId, 'int');
    conditions.push(`p.holiday_park_id = ${parkId}`);
    // A park lies in one city: other tables (the search summary's windows) are narrowed to it, as for a city search.
    if (place.cityId === undefined) place.cityId = `(SELECT hp.city_id FROM holiday_parks hp WHERE hp.id = ${parkId})`;
  }
  if (criteria.collection !== undefined) conditions.push(`p.collection = ${params.add(criteria.collection)}`);
  for (const tagId of criteria.tagIds ?? []) {
    conditions.push(`EXISTS (SELECT 1 FROM property_tags pt WHERE pt.property_id = p.id AND pt.tag_id = ${params.add(tagId, 'int')})`);
  }
  if (criteria.coordinates !== undefined) conditions.push(...withinRadiusSql(criteria.coordinates, params));
  if (criteria.brandId !== null) conditions.push(`p.brand_id = ${params.add(criteria.brandId)}`);
  if (criteria.propertyType !== null) conditions.push(`p.property_type = ${params.add(criteria.propertyType)}`);
  if (criteria.pets > 0) conditions.push(`coalesce(p.no_of_pets, 0) >= ${params.add(criteria.pets, 'int')}`);
  if (criteria.category !== undefined) conditions.push(`lower(p.category) = lower(${params.add(criteria.category)})`);
  if (criteria.ratingMin !== undefined) conditions.push(`p.rating_value >= ${params.add(criteria.ratingMin, 'numeric')}`);
  if (criteria.payAtHotel === true) conditions.push('NOT p.no_postpaid');
  if (criteria.coupleFriendly === true) conditions.push('NOT p.no_unmarried_couples');
  if (criteria.amenityIds !== undefined && criteria.amenityIds.length > 0) {
    const wanted = [...new Set(criteria.amenityIds)];
    conditions.push(
      `(SELECT count(*) FROM property_amenities pa WHERE pa.property_id = p.id AND pa.amenity_id = ANY(${params.add(wanted, 'int[]')})) = ${wanted.length}`,
    );
  }
  return place;
}

/**
 * What a result card needs of `properties p` (joined with PLACE_NAMES_JOINS_SQL): names, place, type, rating, point,
 * currency, home facts, pictures (none for the map's minimal rows) and the distance from the searched place (`loc`).
 */
export function propertyCardColumnsSql(minimal: boolean | undefined): string {
  return `p.id, p.name, p.address, p.city_id, ci.name AS city_name, lo.name AS locality_name, p.country_id,
             co.name AS country_name, p.property_type, p.category, p.rating_value, p.rating_count, p.latitude, p.longitude,
             p.currency_code, p.no_of_bedrooms, p.no_of_people, p.no_of_pets,
             ${minimal ? `'{}'::text[]` : 'ARRAY(SELECT i.url FROM property_images i WHERE i.property_id = p.id ORDER BY i.position)'} AS images,
             ${greatCircleKmSql('p.latitude', 'p.longitude', '(SELECT latitude FROM loc)', '(SELECT longitude FROM loc)')} AS distance_km`;
}

/** The city, country and locality names of `properties p`, for propertyCardColumnsSql. */
export const PLACE_NAMES_JOINS_SQL = `JOIN cities ci ON ci.id = p.city_id
        JOIN countries co ON co.id = p.country_id
        LEFT JOIN localities lo ON lo.id = p.locality_id`;

/** Great-circle distance in km between two points given as SQL expressions in degrees (haversine). */
function greatCircleKmSql(lat1: string, lng1: string, lat2: string, lng2: string): string {
  return `(2 * 6371 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2))))`;
}

/** Within the radius: a bounding box first (cheap, prunes), then the exact great-circle distance. */
function withinRadiusSql(point: { latitude: number; longitude: number; radiusKm: number }, params: SqlParams): string[] {
  const latDelta = point.radiusKm / 111.0;
  const lngDelta = point.radiusKm / (111.0 * Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180)));
  const lat = params.add(point.latitude, 'float8');
  const lng = params.add(point.longitude, 'float8');
  return [
    `p.latitude BETWEEN ${params.add(point.latitude - latDelta, 'float8')} AND ${params.add(point.latitude + latDelta, 'float8')}`,
    `p.longitude BETWEEN ${params.add(point.longitude - lngDelta, 'float8')} AND ${params.add(point.longitude + lngDelta, 'float8')}`,
    `${greatCircleKmSql('p.latitude', 'p.longitude', lat, lng)} <= ${params.add(point.radiusKm, 'float8')}`,
  ];
}

/** The searched place: the most precise of point, holiday park, locality, city and country given. */
export function locationSql(criteria: PlaceCriteria, params: SqlParams): string {
  const columns = 'co.id AS country_id, co.time_zone';
  if (criteria.coordinates !== undefined) {
    // A point's country (for "today") is the nearest city's; the point itself is the centre.
    const lat = params.add(criteria.coordinates.latitude, 'float8');
    const lng = params.add(criteria.coordinates.longitude, 'float8');
    return `SELECT ${columns}, ${lat} AS latitude, ${lng} AS longitude FROM cities c JOIN countries co ON co.id = c.country_id
             ORDER BY power(c.latitude - ${lat}, 2) + power((c.longitude - ${lng}) * cos(radians(${lat})), 2) LIMIT 1`;
  }
  if (criteria.holidayParkId !== undefined) {
    return `SELECT ${columns}, hp.latitude, hp.longitude FROM holiday_parks hp JOIN countries co ON co.id = hp.country_id WHERE hp.id = ${params.add(criteria.holidayParkId, 'int')}`;
  }
  if (criteria.localityId !== undefined) {
    return `SELECT ${columns}, l.latitude, l.longitude FROM localities l JOIN cities c ON c.id = l.city_id JOIN countries co ON co.id = c.country_id WHERE l.id = ${params.add(criteria.localityId, 'int')}`;
  }
  if (criteria.cityId !== undefined) {
    return `SELECT ${columns}, c.latitude, c.longitude FROM cities c JOIN countries co ON co.id = c.country_id WHERE c.id = ${params.add(criteria.cityId, 'int')}`;
  }
  if (criteria.countryId !== undefined) {
    return `SELECT ${columns}, NULL::float8 AS latitude, NULL::float8 AS longitude FROM countries co WHERE co.id = ${params.add(criteria.countryId, 'int')}`;
  }
  throw new RangeError('a search needs a point, holiday park, city, locality or country');
}

/** The order of a sort over candidates `c` carrying popularity, rating, position and a price column (nulls last). */
export function placeOrderSql(sort: SortParams, price: string): string {
  switch (sort) {
    case 'price_low_to_high':
      return `${price} ASC NULLS LAST`;
    case 'price_high_to_low':
      return `${price} DESC NULLS LAST`;
    case 'rating':
      return 'c.rating_value DESC NULLS LAST, c.rating_count DESC';
    case 'distance': {
      // Equirectangular distance from the place's centre: exact enough to order places within one city or
      // locality. A country has no centre: popularity then.
      const lat = '(SELECT latitude FROM loc)';
      const lng = '(SELECT longitude FROM loc)';
      return `power(c.latitude - ${lat}, 2) + power((c.longitude - ${lng}) * cos(radians(${lat})), 2) ASC NULLS LAST, c.popularity DESC`;
    }
    case 'popularity':
      return 'c.popularity DESC';
  }
}
