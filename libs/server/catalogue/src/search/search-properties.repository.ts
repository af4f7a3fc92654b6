import type { SortParams } from '@stays/api-client';
import type { OccupancyMix } from '@stays/pricing';
import type { PropertySummaryRow } from '../property/hotel-summary';
import { SqlParams, type SqlClient } from '../sql-client';
import { stayWindow } from '../stay-windows/stay-window';
import { slasherTotalSql, staysSql, type StaysInput } from './stays-sql';

export interface SearchCriteria {
  cityId?: number;
  localityId?: number;
  countryId?: number;
  /** Only properties carrying every one of these tags. */
  tagIds?: readonly number[];
  /** Around a point, within radiusKm (great-circle); distances and the distance sort measure from it. */
  coordinates?: { latitude: number; longitude: number; radiusKm: number };
  /** The map's rows: no pictures. */
  minimal?: boolean;
  brandId: string | null;
  propertyType: 'hotel' | 'home' | null;
  checkin: string;
  checkout: string;
  nights: number;
  roomsNeeded: number;
  maxAdults: number;
  pets: number;
  mix: OccupancyMix;
  /** The property's category, any case. */
  category?: string;
  /** Amenity ids the property must all have. */
  amenityIds?: readonly number[];
  ratingMin?: number;
  /** Bounds on the cheapest price per night of the stay (all rooms), minor units; a sold-out property has none. */
  pricePerNightMin?: number;
  pricePerNightMax?: number;
  /** false: sold-out properties come too (after the bookable ones), with no price. */
  availableOnly: boolean;
  sort: SortParams;
  limit: number;
  offset: number;
}

/** What one round trip brings back: the searched place (null when it does not exist) and the page. */
export interface SearchPage {
  location: { countryId: number; timeZone: string } | null;
  rows: SearchRow[];
  /** Results in all; null when the page is empty (a page past the end cannot count them). */
  totalCount: number | null;
}

export interface SearchRow extends PropertySummaryRow {
  /** The cheapest bookable category, or null when sold out. */
  room_category_id: number | null;
  total: number | null;
  slasher_total: number | null;
  free_rooms: number | null;
  total_count: number;
  /** Great-circle kilometres from the searched place's centre (or point); null for a country. */
  distance_km: number | null;
}

/**
 * One round trip for a page of search results: the searched place's country (its time zone decides "today")
 * and centre, and the properties of the place with a room category free on every
 * night of [checkin, checkout) for all the rooms asked, holding the largest room's adults, priced by the SQL
 * twin of the pricing rule; the cheapest such category per property; the total count by a window.
 * A stay of up to 17 nights reads one row per category of the place from the search summary room_night_windows
 * (migration 0006, kept by triggers in step with room_nights); a longer one reads room_nights night by night.
 */
export async function searchProperties(database: SqlClient, criteria: SearchCriteria): Promise<SearchPage> {
  const params = new SqlParams();
  const nights = params.add(criteria.nights, 'int');
  const roomsNeeded = params.add(criteria.roomsNeeded, 'int');
  const maxAdults = params.add(criteria.maxAdults, 'int');

  const location = locationSql(criteria, params);
  const propertyConditions = [`p.status = 'active'`];
  const stays: StaysInput = { params, checkinDate: criteria.checkin, checkoutDate: criteria.checkout, nights, roomsNeeded, maxAdults, mix: criteria.mix };
  if (criteria.cityId !== undefined) {
    stays.cityId = params.add(criteria.cityId, 'int');
    propertyConditions.push(`p.city_id = ${stays.cityId}`);
  }
  if (criteria.localityId !== undefined) {
    stays.localityId = params.add(criteria.localityId, 'int');
    propertyConditions.push(`p.locality_id = ${stays.localityId}`);
  }
  if (criteria.countryId !== undefined) {
    stays.countryId = params.add(criteria.countryId, 'int');
    propertyConditions.push(`p.country_id = ${stays.countryId}`);
  }
  for (const tagId of criteria.tagIds ?? []) {
    propertyConditions.push(`EXISTS (SELECT 1 FROM property_tags pt WHERE pt.property_id = p.id AND pt.tag_id = ${params.add(tagId, 'int')})`);
  }
  if (criteria.coordinates !== undefined) propertyConditions.push(...withinRadiusSql(criteria.coordinates, params));
  if (criteria.brandId !== null) propertyConditions.push(`p.brand_id = ${params.add(criteria.brandId)}`);
  if (criteria.propertyType !== null) propertyConditions.push(`p.property_type = ${params.add(criteria.propertyType)}`);
  if (criteria.pets > 0) propertyConditions.push(`coalesce(p.no_of_pets, 0) >= ${params.add(criteria.pets, 'int')}`);
  if (criteria.category !== undefined) propertyConditions.push(`lower(p.category) = lower(${params.add(criteria.category)})`);
  if (criteria.ratingMin !== undefined) propertyConditions.push(`p.rating_value >= ${params.add(criteria.ratingMin, 'numeric')}`);
  if (criteria.amenityIds !== undefined && criteria.amenityIds.length > 0) {
    const wanted = [...new Set(criteria.amenityIds)];
    propertyConditions.push(
      `(SELECT count(*) FROM property_amenities pa WHERE pa.property_id = p.id AND pa.amenity_id = ANY(${params.add(wanted, 'int[]')})) = ${wanted.length}`,
    );
  }
  const priceConditions = pricePerNightSql(criteria, params, nights);

  const window = stayWindow(criteria.checkin, criteria.nights);
  const limit = params.add(criteria.limit, 'int');
  const offset = params.add(criteria.offset, 'int');

  // The place's properties carry what sorting needs, so ranking never joins back (a join the planner misjudges,
  // as it cannot estimate how many categories pass the availability test).
  const candidates = criteria.availableOnly
    ? 'SELECT * FROM best'
    : `SELECT place.id, best.room_category_id, best.total, best.free_rooms, place.popularity, place.rating_value,
              place.rating_count, place.latitude, place.longitude
         FROM place LEFT JOIN best ON best.id = place.id`;

  // The map shows no slasher price; a page of the list works it out for its own rows only.
  const slasherTotal = criteria.minimal ? 'NULL::bigint' : slasherTotalSql(stays, window, 'ranked.room_category_id');

  const sql = `
    WITH loc AS (${location}),
    place AS (
      SELECT p.id, p.min_rooms, p.popularity, p.rating_value, p.rating_count, p.latitude, p.longitude
        FROM properties p WHERE ${propertyConditions.join(' AND ')}
    ),
    stays AS (${staysSql(stays, window)}
    ),
    best AS (
      SELECT DISTINCT ON (id) * FROM stays ORDER BY id, total, room_category_id
    ),
    ranked AS (
      SELECT c.id, c.room_category_id, c.total, c.free_rooms,
             count(*) OVER () AS total_count,
             row_number() OVER (ORDER BY (c.room_category_id IS NULL), ${sortSql(criteria)}, c.id) AS ordinal
        FROM (${candidates}) c${priceConditions.length > 0 ? `
       WHERE ${priceConditions.join(' AND ')}` : ''}
       ORDER BY ordinal
       LIMIT ${limit} OFFSET ${offset}
    ),
    page AS (
      SELECT p.id, p.name, p.address, p.city_id, ci.name AS city_name, lo.name AS locality_name, p.country_id,
             co.name AS country_name, p.property_type, p.category, p.rating_value, p.rating_count, p.latitude, p.longitude,
             p.currency_code, p.no_of_bedrooms, p.no_of_people, p.no_of_pets,
             ${criteria.minimal ? `'{}'::text[]` : 'ARRAY(SELECT i.url FROM property_images i WHERE i.property_id = p.id ORDER BY i.position)'} AS images,
             ${greatCircleKmSql('p.latitude', 'p.longitude', '(SELECT latitude FROM loc)', '(SELECT longitude FROM loc)')} AS distance_km,
             ranked.room_category_id, ranked.total, ${slasherTotal} AS slasher_total, ranked.free_rooms, ranked.total_count, ranked.ordinal
        FROM ranked
        JOIN properties p ON p.id = ranked.id
        JOIN cities ci ON ci.id = p.city_id
        JOIN countries co ON co.id = p.country_id
        LEFT JOIN localities lo ON lo.id = p.locality_id
    )
    SELECT loc.country_id AS loc_country_id, loc.time_zone AS loc_time_zone, page.*
      FROM loc LEFT JOIN page ON true
     ORDER BY page.ordinal`;
  const rows = await database.query<SearchRow & { loc_country_id: number; loc_time_zone: string; ordinal: number | null }>(sql, params.values);
  const [first] = rows;
  if (!first) return { location: null, rows: [], totalCount: null };
  const page = first.id === null ? [] : rows;
  return {
    location: { countryId: first.loc_country_id, timeZone: first.loc_time_zone },
    rows: page,
    totalCount: page[0]?.total_count ?? null,
  };
}

/** The price filter on a candidate's cheapest stay, per night as the pricing summary rounds it. */
function pricePerNightSql(criteria: SearchCriteria, params: SqlParams, nights: string): string[] {
  const perNight = `round(c.total::numeric / ${nights})`;
  const conditions: string[] = [];
  if (criteria.pricePerNightMin !== undefined) conditions.push(`${perNight} >= ${params.add(criteria.pricePerNightMin, 'int')}`);
  if (criteria.pricePerNightMax !== undefined) conditions.push(`${perNight} <= ${params.add(criteria.pricePerNightMax, 'int')}`);
  return conditions;
}

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

/** The searched place: the most precise of point, locality, city and country given. */
function locationSql(criteria: SearchCriteria, params: SqlParams): string {
  const columns = 'co.id AS country_id, co.time_zone';
  if (criteria.coordinates !== undefined) {
    // A point's country (for "today") is the nearest city's; the point itself is the centre.
    const lat = params.add(criteria.coordinates.latitude, 'float8');
    const lng = params.add(criteria.coordinates.longitude, 'float8');
    return `SELECT ${columns}, ${lat} AS latitude, ${lng} AS longitude FROM cities c JOIN countries co ON co.id = c.country_id
             ORDER BY power(c.latitude - ${lat}, 2) + power((c.longitude - ${lng}) * cos(radians(${lat})), 2) LIMIT 1`;
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
  throw new RangeError('a search needs a city, locality or country');
}

function sortSql(criteria: SearchCriteria): string {
  switch (criteria.sort) {
    case 'price_low_to_high':
      return 'c.total ASC';
    case 'price_high_to_low':
      return 'c.total DESC';
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

/** Only when a page comes back empty past the end: how many results the search has in all. */
export async function countSearchResults(database: SqlClient, criteria: SearchCriteria): Promise<number> {
  const page = await searchProperties(database, { ...criteria, limit: 1, offset: 0 });
  return page.totalCount ?? 0;
}
