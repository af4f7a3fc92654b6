import type { SortParams } from '@stays/api-client';
import type { OccupancyMix } from '@stays/pricing';
import type { PropertySummaryRow } from '../property/hotel-summary';
import { PLACE_NAMES_JOINS_SQL, locationSql, placeConditionsSql, placeOrderSql, propertyCardColumnsSql, type PlaceCriteria } from './place-sql';
import { shiftedStays, type ShiftedStay } from '@stays/validation';
import { stayWindow } from '../stay-windows/stay-window';
import { slasherTotalSql, staysSql, type StaysInput } from './stays-sql';
import { SqlParams, type SqlClient } from '@stays/server-core';

export interface SearchCriteria extends PlaceCriteria {
  /** The map's rows: no pictures. */
  minimal?: boolean;
  checkin: string;
  checkout: string;
  nights: number;
  roomsNeeded: number;
  maxAdults: number;
  mix: OccupancyMix;
  /** Bounds on the cheapest price per night of the stay (all rooms), minor units; a sold-out property has none. */
  pricePerNightMin?: number;
  pricePerNightMax?: number;
  /** false: sold-out properties come too (after the bookable ones), with no price. */
  availableOnly: boolean;
  /**
   * Flexible days: each property's cheapest stay of the same length checking in up to `days` days either side of
   * `checkin`, none before today in the place's time zone at `now`. Absent or 0 days: the asked dates only.
   */
  flexible?: { days: number; now: Date };
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
  /** How many days the priced stay is moved from the asked one (0 for the asked dates; null when sold out). */
  stay_shift: number | null;
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
  const place = placeConditionsSql(criteria, params);
  const propertyConditions = place.conditions;
  const stays: StaysInput = {
    params,
    checkinDate: criteria.checkin,
    checkoutDate: criteria.checkout,
    nights,
    roomsNeeded,
    maxAdults,
    mix: criteria.mix,
    cityId: place.cityId,
    localityId: place.localityId,
    countryId: place.countryId,
  };
  const priceConditions = pricePerNightSql(criteria, params, nights);
  const shifted = shiftedStays({ checkin: criteria.checkin, checkout: criteria.checkout }, criteria.flexible?.days ?? 0);
  const limit = params.add(criteria.limit, 'int');
  const offset = params.add(criteria.offset, 'int');

  // The place's properties carry what sorting needs, so ranking never joins back (a join the planner misjudges,
  // as it cannot estimate how many categories pass the availability test).
  const candidates = criteria.availableOnly
    ? 'SELECT * FROM best'
    : `SELECT place.id, best.room_category_id, best.total, best.free_rooms, place.popularity, place.rating_value,
              place.rating_count, place.latitude, place.longitude, best.stay_shift
         FROM place LEFT JOIN best ON best.id = place.id`;

  // The map shows no slasher price; a page of the list works it out for its own rows only, for the stay it priced.
  const slasherTotal = criteria.minimal ? 'NULL::bigint' : shiftedSlasherTotalSql(stays, shifted, criteria.nights);

  const sql = `
    WITH loc AS (${location}),
    place AS (
      SELECT p.id, p.min_rooms, p.popularity, p.rating_value, p.rating_count, p.latitude, p.longitude
        FROM properties p WHERE ${propertyConditions.join(' AND ')}
    ),
    stays AS (${shiftedStaysSql(stays, shifted, criteria)}
    ),
    best AS (
      SELECT DISTINCT ON (id) * FROM stays ORDER BY id, total, abs(stay_shift), stay_shift, room_category_id
    ),
    ranked AS (
      SELECT c.id, c.room_category_id, c.total, c.free_rooms, c.stay_shift,
             count(*) OVER () AS total_count,
             row_number() OVER (ORDER BY (c.room_category_id IS NULL), ${placeOrderSql(criteria.sort, 'c.total')}, c.id) AS ordinal
        FROM (${candidates}) c${
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
             ranked.room_category_id, ranked.total, ${slasherTotal} AS slasher_total, ranked.free_rooms, ranked.stay_shift,
             ranked.total_count, ranked.ordinal
        FROM ranked
        JOIN properties p ON p.id = ranked.id
        ${PLACE_NAMES_JOINS_SQL}
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

/**
 * The `stays` of every shifted stay, each row saying by how many days its stay is moved (`stay_shift`); a stay moved
 * earlier is kept only when it checks in no earlier than today in the searched place's time zone.
 */
function shiftedStaysSql(stays: StaysInput, shifted: readonly ShiftedStay[], criteria: SearchCriteria): string {
  const today = criteria.flexible
    ? `(${stays.params.add(criteria.flexible.now.toISOString(), 'timestamptz')} AT TIME ZONE (SELECT time_zone FROM loc))::date`
    : null;
  return shifted
    .map((stay) => {
      const rows = staysSql({ ...stays, checkinDate: stay.checkin, checkoutDate: stay.checkout }, stayWindow(stay.checkin, criteria.nights));
      const notPast = stay.shift < 0 && today !== null ? `\n       WHERE ${stays.params.add(stay.checkin, 'date')} >= ${today}` : '';
      return `SELECT shifted.*, ${stays.params.add(stay.shift, 'int')} AS stay_shift FROM (${rows}) shifted${notPast}`;
    })
    .join('\n      UNION ALL ');
}

/** The slasher total of a page row's category for the stay its price is for. */
function shiftedSlasherTotalSql(stays: StaysInput, shifted: readonly ShiftedStay[], nights: number): string {
  const slasher = (stay: ShiftedStay) =>
    slasherTotalSql({ ...stays, checkinDate: stay.checkin, checkoutDate: stay.checkout }, stayWindow(stay.checkin, nights), 'ranked.room_category_id');
  const [asked, ...others] = shifted;
  if (!asked) throw new RangeError('a search prices at least the asked stay');
  if (others.length === 0) return slasher(asked);
  return `CASE ranked.stay_shift ${shifted.map((stay) => `WHEN ${stay.shift} THEN ${slasher(stay)}`).join(' ')} END`;
}

/** The price filter on a candidate's cheapest stay, per night as the pricing summary rounds it. */
function pricePerNightSql(criteria: SearchCriteria, params: SqlParams, nights: string): string[] {
  const perNight = `round(c.total::numeric / ${nights})`;
  const conditions: string[] = [];
  if (criteria.pricePerNightMin !== undefined) conditions.push(`${perNight} >= ${params.add(criteria.pricePerNightMin, 'int')}`);
  if (criteria.pricePerNightMax !== undefined) conditions.push(`${perNight} <= ${params.add(criteria.pricePerNightMax, 'int')}`);
  return conditions;
}
