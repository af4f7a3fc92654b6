import type { Database } from '@stays/server-db';

export interface DatabaseStats {
  rows: Record<string, number>;
  sizeBytes: number;
}

const TABLES = [
  'countries',
  'cities',
  'localities',
  'tags',
  'holiday_parks',
  'amenities',
  'properties',
  'property_tags',
  'property_amenities',
  'property_images',
  'room_categories',
  'reviews',
  'coupons',
  'wizard_coupons',
  'deals',
  'deal_properties',
  'room_nights',
  'users',
  'wallet_entries',
  'wizard_memberships',
];

/** Row counts of the catalogue tables and the size of the whole database. */
export async function databaseStats(database: Database): Promise<DatabaseStats> {
  const rows: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await database.query<{ count: number }>(`SELECT count(*) AS count FROM "${table}"`);
    rows[table] = row?.count ?? 0;
  }
  const [size] = await database.query<{ bytes: number }>('SELECT pg_database_size(current_database()) AS bytes');
  return { rows, sizeBytes: size?.bytes ?? 0 };
}
