export interface CalendarNightRow {
  night: string;
  available: boolean;
  min_stay: number;
}

/**
 * One row per stored night of [start, end] for a property's room categories (or one of them): free when any counted
 * category has a room left that night; the minimum stay is the smallest among the categories free that night (else
 * among all of them). Nights without inventory are absent.
 */
export async function findCalendarNights(
  database: SqlClient,
  propertyId: number,
  window: { start: string; end: string },
  roomCategoryId: number | null,
): Promise<CalendarNightRow[]> {
  return database.query<CalendarNightRow>(
    `SELECT to_char(rn.night, 'YYYY-MM-DD') AS night,
            bool_or(rn.total > rn.sold) AS available,
            coalesce(min(rn.min_stay) FILTER (WHERE rn.total > rn.sold), min(rn.min_stay))::int AS min_stay
       FROM room_categories rc
       JOIN room_nights rn ON rn.room_category_id = rc.id
      WHERE rc.property_id = $1
        AND ($4::int IS NULL OR rc.id = $4::int)
        AND rn.night BETWEEN $2::date AND $3::date
      GROUP BY rn.night
      ORDER BY rn.night`,
    [propertyId, window.start, window.end, roomCategoryId],
  );
}

import type { SqlClient } from '@stays/server-core';
