import type { OccupancyMix } from '@stays/pricing';
import { nightPriceSql } from '../pricing/price-stay-sql';
import { staySlots, type StayWindow } from '../stay-windows/stay-window';
import type { SqlParams } from '@stays/server-core';

/** What the `stays` part of a search needs: the stay, the place's filters on categories, and the bound parameters. */
export interface StaysInput {
  params: SqlParams;
  /** The stay's dates (YYYY-MM-DD), bound only by the path that reads them. */
  checkinDate: string;
  checkoutDate: string;
  /** Placeholders already bound by the caller. */
  nights: string;
  roomsNeeded: string;
  maxAdults: string;
  mix: OccupancyMix;
  /** Narrowing the categories to the place: the city's id, or a locality's city, or the country (placeholders). */
  cityId?: string;
  localityId?: string;
  countryId?: string;
}

/**
 * The `stays` CTE: every category of a `place` property free for the whole stay for all the rooms asked, holding the
 * largest room's adults, priced by the SQL twin of the pricing rule. Columns: room_category_id, the place's id and
 * sort keys, free_rooms (fewest free over the nights) and total (minor units).
 *
 * From the search summary (one row per category: the stay's nights are slots of one window row), or — for a stay no
 * window holds (longer than 17 nights) — from room_nights, one row per category and night.
 */
export function staysSql(input: StaysInput, window: StayWindow | null): string {
  return window ? staysFromWindowSql(input, window) : staysFromNightsSql(input);
}

/** The stay's slasher total for one category id (a SQL expression), null when no night has a slasher price. */
export function slasherTotalSql(
  input: Pick<StaysInput, 'checkinDate' | 'checkoutDate' | 'mix' | 'params'>,
  window: StayWindow | null,
  categoryId: string,
): string {
  if (window) {
    const slots = staySlots(window);
    const any = slots.map((slot) => `w.slasher[${slot}] IS NOT NULL`).join(' OR ');
    const sum = slots.map((slot) => nightPriceSql(`coalesce(w.slasher[${slot}], w.rate[${slot}])::int8`, input.mix, 'w')).join(' + ');
    return `(SELECT CASE WHEN ${any} THEN (${sum})::bigint END FROM room_night_windows w
              WHERE w.room_category_id = ${categoryId} AND w.window_index = ${input.params.add(window.windowIndex, 'int')})`;
  }
  const slasherNightPrice = nightPriceSql('coalesce(rn.slasher_price_minor, rn.price_minor)', input.mix);
  return `(SELECT CASE WHEN bool_or(rn.slasher_price_minor IS NOT NULL) THEN sum(${slasherNightPrice})::bigint END
             FROM room_nights rn JOIN room_categories rc ON rc.id = rn.room_category_id
            WHERE rn.room_category_id = ${categoryId} AND rn.night >= ${input.params.add(input.checkinDate, 'date')}
              AND rn.night < ${input.params.add(input.checkoutDate, 'date')})`;
}

function staysFromWindowSql(input: StaysInput, window: StayWindow): string {
  const slots = staySlots(window);
  const first = slots[0] as number;
  const last = slots.at(-1) as number;
  const conditions = [`w.window_index = ${input.params.add(window.windowIndex, 'int')}`];
  // The index runs (window, country, city): a city's rows are found by its country too.
  if (input.cityId !== undefined) {
    conditions.push(`w.country_id = (SELECT c.country_id FROM cities c WHERE c.id = ${input.cityId})`, `w.city_id = ${input.cityId}`);
  }
  if (input.localityId !== undefined) {
    conditions.push(
      `w.country_id = (SELECT c.country_id FROM localities l JOIN cities c ON c.id = l.city_id WHERE l.id = ${input.localityId})`,
      `w.city_id = (SELECT l.city_id FROM localities l WHERE l.id = ${input.localityId})`,
    );
  }
  if (input.countryId !== undefined) conditions.push(`w.country_id = ${input.countryId}`);
  conditions.push(`w.max_occupancy >= ${input.maxAdults}`);
  const freeRooms = slots.length === 1 ? `w.free[${first}]` : `LEAST(${slots.map((slot) => `w.free[${slot}]`).join(', ')})`;
  const total = slots.map((slot) => nightPriceSql(`w.rate[${slot}]::int8`, input.mix, 'w')).join(' + ');
  // The availability test sits outside the join behind OFFSET 0: the planner cannot estimate a test on array slots
  // (it guesses one row and probes properties once per category); fenced off, it hashes the place and scans the
  // window rows once. Every night must be present (a missing night is a NULL slot, which ALL does not pass).
  return `
      SELECT room_category_id, id, popularity, rating_value, rating_count, latitude, longitude, free_rooms, total
        FROM (
          SELECT w.room_category_id, place.id, place.popularity, place.rating_value, place.rating_count, place.latitude, place.longitude,
                 ${input.roomsNeeded} <= ALL (w.free[${first}:${last}]) AND coalesce(w.min_stay[${first}], 1) <= ${input.nights} AS bookable,
                 ${freeRooms} AS free_rooms, (${total})::bigint AS total
            FROM room_night_windows w
            JOIN place ON place.id = w.property_id AND place.min_rooms <= ${input.roomsNeeded}
           WHERE ${conditions.join(' AND ')}
          OFFSET 0
        ) window_stays
       WHERE bookable`;
}

function staysFromNightsSql(input: StaysInput): string {
  const checkin = input.params.add(input.checkinDate, 'date');
  const checkout = input.params.add(input.checkoutDate, 'date');
  const nightPrice = nightPriceSql('rn.price_minor', input.mix);
  const conditions = [`rc.max_occupancy >= ${input.maxAdults}`];
  if (input.cityId !== undefined) conditions.push(`rc.city_id = ${input.cityId}`);
  return `
      SELECT rc.id AS room_category_id, place.id, place.popularity, place.rating_value, place.rating_count, place.latitude, place.longitude,
             agg.free_rooms, agg.total
        FROM room_categories rc
        JOIN place ON place.id = rc.property_id AND place.min_rooms <= ${input.roomsNeeded}
        CROSS JOIN LATERAL (
          SELECT count(*) AS nights_found,
                 min(rn.total - rn.sold) AS free_rooms,
                 sum(${nightPrice})::bigint AS total,
                 max(CASE WHEN rn.night = ${checkin} THEN rn.min_stay END) AS checkin_min_stay
            FROM room_nights rn
           WHERE rn.room_category_id = rc.id AND rn.night >= ${checkin} AND rn.night < ${checkout}
        ) agg
       WHERE ${conditions.join(' AND ')}
         AND agg.nights_found = ${input.nights} AND agg.free_rooms >= ${input.roomsNeeded} AND coalesce(agg.checkin_min_stay, 1) <= ${input.nights}`;
}
