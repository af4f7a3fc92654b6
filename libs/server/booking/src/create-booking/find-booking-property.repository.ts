export interface BookingProperty {
  brand_id: string;
  no_postpaid: boolean;
  currency_code: string;
  country_id: number;
}

/** What a booking needs of its property beyond the hotel details: the brand (for the booking number) and no_postpaid. */
export async function findBookingProperty(database: SqlClient, propertyId: number): Promise<BookingProperty | null> {
  const rows = await database.query<BookingProperty>('SELECT brand_id, no_postpaid, currency_code, country_id FROM properties WHERE id = $1', [propertyId]);
  return rows[0] ?? null;
}

import type { SqlClient } from '@stays/server-core';
