import type { HotelOneLiner } from '@stays/api-client';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** GET /api/pwa/hotelonelinerinfo/:id: the property's one line (null when it has none). */
export async function getHotelOneLiner(database: SqlClient, hotelId: number): Promise<HotelOneLiner> {
  const rows = await database.query<{ one_liner: string | null }>(`SELECT one_liner FROM properties WHERE id = $1 AND status = 'active'`, [hotelId]);
  const row = rows[0];
  if (!row) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${hotelId} does not exist or is not bookable`);
  return { hotel_id: hotelId, one_liner: row.one_liner };
}
