import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase, type Database } from '@stays/server-db';
import { pgliteDataDir, type ApiConfig } from './api-config';

/**
 * Opens the database and migrates it. Nothing else: the API never writes made-up data (a demo's catalogue is
 * seeded beforehand by tools/seed-data's demo-cli, as `npm start` does).
 */
export async function prepareDatabase(config: ApiConfig): Promise<Database> {
  useBundledMigrations();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDataDir(config.pgliteDir, process.cwd()) });
  try {
    await migrate(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The bundled build carries the migrations next to main.mjs; point the migrator there unless told otherwise. */
function useBundledMigrations(): void {
  if (process.env['MIGRATIONS_DIR']) return;
  const besideBundle = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');
  if (existsSync(resolve(besideBundle, 'meta'))) process.env['MIGRATIONS_DIR'] = besideBundle;
}
