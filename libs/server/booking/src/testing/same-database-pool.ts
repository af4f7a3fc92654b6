import { openDatabase, type Database } from '@stays/server-db';

/**
 * Test support: on PostgreSQL, a second, independent connection pool on the database `database` is connected to —
 * what a second API process would open. On PGlite (one process owns the database) null.
 */
export async function openSameDatabasePool(database: Database): Promise<Database | null> {
  const serverUrl = process.env['DATABASE_URL'];
  if (database.driver !== 'postgres' || !serverUrl) return null;
  const [row] = await database.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(serverUrl);
  url.pathname = `/${row?.name ?? ''}`;
  return openDatabase({ url: url.toString(), maxConnections: 4 });
}
