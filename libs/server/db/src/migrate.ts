import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './database';

/**
 * The committed migrations folder. Resolved from this source file so it works under Vitest and tsx; a bundled
 * build (where this file no longer sits next to the folder) copies the folder and points MIGRATIONS_DIR at it.
 */
export function migrationsFolder(): string {
  const fromEnv = process.env['MIGRATIONS_DIR'];
  if (fromEnv) return resolve(fromEnv);
  return resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');
}

export interface MigrateOptions {
  migrationsDir?: string;
}

/** Applies every migration not yet applied (drizzle's journal in the `drizzle` schema). */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<void> {
  const config = { migrationsFolder: options.migrationsDir ?? migrationsFolder() };
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migrateNodePostgres(database.db as unknown as NodePgDatabase, config);
  }
}
