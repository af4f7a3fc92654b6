import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import type { Database } from './database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when DATABASE_URL is set — a new
 * uniquely-named database on that server, dropped again by close().
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    return database;
  }
  const name = `stays_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 4 });
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
