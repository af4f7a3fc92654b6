export interface TooltipFacts {
  country_id: number;
  /** Null when the property has no such room category. */
  category_id: number | null;
  /** The largest slasher discount on the nights still on sale (from today in the property's time zone), in percent; 0 when none. */
  max_discount_percentage: number;
}

/** The facts behind a category's price explanations; null when the property is unknown or not active. */
export async function findTooltipFacts(database: SqlClient, hotelId: number, categoryId: number, now: Date): Promise<TooltipFacts | null> {
  const rows = await database.query<TooltipFacts>(
    `SELECT p.country_id, rc.id AS category_id,
            coalesce((SELECT max(floor(100 - rn.price_minor * 100.0 / rn.slasher_price_minor))::int
                        FROM room_nights rn
                       WHERE rn.room_category_id = rc.id AND rn.night >= ($3::timestamptz AT TIME ZONE co.time_zone)::date
                         AND rn.slasher_price_minor > rn.price_minor), 0) AS max_discount_percentage
       FROM properties p
       JOIN countries co ON co.id = p.country_id
       LEFT JOIN room_categories rc ON rc.property_id = p.id AND rc.id = $2
      WHERE p.id = $1 AND p.status = 'active'`,
    [hotelId, categoryId, now.toISOString()],
  );
  return rows[0] ?? null;
}

import type { SqlClient } from '@stays/server-core';
