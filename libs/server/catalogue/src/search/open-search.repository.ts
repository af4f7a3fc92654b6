import type { SortParams } from '@stays/api-client';
import type { OccupancyMix } from '@stays/pricing';
import { categoryFromPricesSql } from '../pricing/from-price-sql';
import type { PropertySummaryRow } from '../property/hotel-summary';
import { PLACE_NAMES_JOINS_SQL, locationSql, placeConditionsSql, placeOrderSql, propertyCardColumnsSql, type PlaceCriteria } from './place-sql';
import { SqlParams, type SqlClient } from '@stays/server-core';

export interface OpenSearchCriteria extends PlaceCriteria {
  /** The map's rows: no pictures. */
  minimal?: boolean;
  /** The clock: "today" is its date in the searched place's time zone. */
  now: Date;
  roomsNeeded: number;
  maxAdults: number;
  mix: OccupancyMix;
  /** Bounds on the 'from' price per night, minor units; a property without one is left out by either bound. */
  pricePerNightMin?: number;
  pricePerNightMax?: number;
  sort: SortParams;
  limit: number;
  offset: number;
}

export interface OpenSearchRow extends PropertySummaryRow {
  /** The lowest price of one night of all the rooms asked over the next nights, or null when none has them free. */
  from_price: string | number | null;
  total_count: number;
  distance_km: number | null;
}

export interface OpenSearchPage {
  location: { countryId: number; timeZone: string } | null;
  rows: OpenSearchRow[];
  /** Results in all; null when the page is empty. */
  totalCount: number | null;
}

/**
 * An open search (no dates) in one round trip: every property of the place that the filters keep, whatever its
 * availability, each with its 'from' price — its cheapest category's 'from' price (`categoryFromPricesSql`, which the
 * hotel page shares), from today in the place's time zone — sorted and paged; the searched place's country comes back too.
 */
export async function openSearchProperties(database: SqlClient, criteria: OpenSearchCriteria): Promise<OpenSearchPage> {
  const params = new SqlParams();
  const roomsNeeded = params.add(criteria.roomsNeeded, 'int');
  const maxAdults = params.add(criteria.maxAdults, 'int');
  const now = params.add(criteria.now.toISOString(), 'timestamptz');
  const location = locationSql(criteria, params);
  const place = placeConditionsSql(criteria, params);
  const rooms = { roomsNeeded, maxAdults, mix: criteria.mix };
  const categoryConditions = place.cityId === undefined ? [] : [`rc.city_id = ${place.cityId}`];
  const priceConditions: string[] = [];
  if (criteria.pricePerNightMin !== undefined) priceConditions.push(`c.from_price >= ${params.add(criteria.pricePerNightMin, 'int')}`);
  if (criteria.pricePerNightMax !== undefined) priceConditions.push(`c.from_price <= ${params.add(criteria.pricePerNightMax, 'int')}`);
  const limit = params.add(criteria.limit, 'int');
  const offset = params.add(criteria.offset, 'int');

  const sql = `
    WITH loc AS (${location}),
    today AS (
      SELECT (${now} AT TIME ZONE (SELECT time_zone FROM loc))::date AS night
    ),
    place AS (
      SELECT p.id, p.min_rooms, p.popularity, p.rating_value, p.rating_count, p.latitude, p.longitude
        FROM properties p WHERE ${place.conditions.join(' AND ')}
    ),
    prices AS (
      SELECT category.property_id AS id, min(category.from_price) AS from_price
        FROM (${categoryFromPricesSql({ properties: 'place', today: '(SELECT night FROM today)', rooms, categoryConditions })}) category
       GROUP BY category.property_id
    ),
    ranked AS (
      SELECT c.id, c.from_price, count(*) OVER () AS total_count,
             row_number() OVER (ORDER BY ${placeOrderSql(criteria.sort, 'c.from_price')}, c.id) AS ordinal
        FROM (SELECT place.*, prices.from_price FROM place LEFT JOIN prices ON prices.id = place.id) c${
          priceConditions.length > 0
            ? `
       WHERE ${priceConditions.join(' AND ')}`
            : ''
        }
       ORDER BY ordinal
       LIMIT ${limit} OFFSET ${offset}
    ),
    page AS (
      SELECT ${propertyCardColumnsSql(criteria.minimal)},
             ranked.from_price, ranked.total_count, ranked.ordinal
        FROM ranked
        JOIN properties p ON p.id = ranked.id
        ${PLACE_NAMES_JOINS_SQL}
    )
    SELECT loc.country_id AS loc_country_id, loc.time_zone AS loc_time_zone, page.*
      FROM loc LEFT JOIN page ON true
     ORDER BY page.ordinal`;
  const rows = await database.query<OpenSearchRow & { loc_country_id: number; loc_time_zone: string }>(sql, params.values);
  const [first] = rows;
  if (!first) return { location: null, rows: [], totalCount: null };
  const page = first.id === null ? [] : rows;
  return {
    location: { countryId: first.loc_country_id, timeZone: first.loc_time_zone },
    rows: page,
    totalCount: page[0] ? Number(page[0].total_count) : null,
  };
}
