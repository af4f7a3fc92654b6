import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import { migrate, openDatabase, type Database } from '@stays/server-db';
import { extendInventory, isSeeded, seedDatabase } from '@stays/seed-data';
import { pgliteDataDir, type ApiConfig } from './api-config';

export interface Logger {
  info(object: object, message?: string): void;
}

/**
 * Opens the database, migrates it, seeds it when empty (first night today) and rolls the inventory on to
 * today + 365 nights, so a long-running demo always has a year to sell.
 */
export async function prepareDatabase(config: ApiConfig, log: Logger, now = new Date()): Promise<Database> {
  useBundledMigrations();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDataDir(config.pgliteDir, process.cwd()) });
  try {
    await migrate(database);
    const today = DateTime.fromJSDate(now, { zone: 'utc' }).toISODate() ?? '';
    if (!(await isSeeded(database))) {
      log.info({ size: config.seedSize, seed: config.seed, startDate: today }, 'seeding an empty database');
      const report = await seedDatabase(database, { seed: config.seed, size: config.seedSize, startDate: today });
      log.info({ rows: report.rows, durationMs: Math.round(report.durationMs) }, 'seeded');
    }
    const untilDate = DateTime.fromJSDate(now, { zone: 'utc' }).plus({ days: 365 }).toISODate() ?? '';
    const added = await extendInventory(database, { seed: config.seed, untilDate });
    if (added > 0) log.info({ added, untilDate }, 'extended inventory');
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
