import type { OccupancyMix } from '@stays/pricing';
import { categoryFromPricesSql } from '../pricing/from-price-sql';
import { SqlParams, type SqlClient } from '@stays/server-core';

/**
 * The 'from' price of each room category of a property with no dates, from today in the property's time zone, by the
 * rule open search prices its cards with; a category without one (no night free in the window) is absent.
 */
export async function findCategoryFromPrices(
  database: SqlClient,
  property: { id: number; time_zone: string },
  rooms: { roomsNeeded: number; maxAdults: number; mix: OccupancyMix },
  now: Date,
): Promise<Map<number, number>> {
  const params = new SqlParams();
  const propertyId = params.add(property.id, 'int');
  const today = `(${params.add(now.toISOString(), 'timestamptz')} AT TIME ZONE ${params.add(property.time_zone, 'text')})::date`;
  const sqlRooms = { roomsNeeded: params.add(rooms.roomsNeeded, 'int'), maxAdults: params.add(rooms.maxAdults, 'int'), mix: rooms.mix };
  const sql = `
    WITH property AS (SELECT id, min_rooms FROM properties WHERE id = ${propertyId})
    SELECT category.room_category_id, category.from_price
      FROM (${categoryFromPricesSql({ properties: 'property', today, rooms: sqlRooms })}) category`;
  const rows = await database.query<{ room_category_id: number; from_price: string | number }>(sql, params.values);
  return new Map(rows.map((row) => [row.room_category_id, Number(row.from_price)]));
}
