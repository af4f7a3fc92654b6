import type { Database } from '@stays/server-db';

interface Deferred {
  foreignKeys: Array<{ table: string; name: string; definition: string }>;
  indexes: Array<{ name: string; definition: string }>;
}

/**
 * Runs a bulk load with the foreign keys and secondary indexes of the `public` schema set aside, then puts them
 * back: one index build and one validation pass are much cheaper than maintaining them row by row. Primary keys,
 * unique and CHECK constraints stay in force throughout, so bad rows are still rejected as they arrive.
 */
export async function withBulkLoadWindow<T>(database: Database, load: () => Promise<T>): Promise<T> {
  const deferred = await setAside(database);
  try {
    return await load();
  } finally {
    await restore(database, deferred);
  }
}

async function setAside(database: Database): Promise<Deferred> {
  const foreignKeys = await database.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY conname`,
  );
  const indexes = await database.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = 'public'::regnamespace)
      ORDER BY i.indexname`,
  );
  for (const foreignKey of foreignKeys) await database.query(`ALTER TABLE ${foreignKey.table} DROP CONSTRAINT "${foreignKey.name}"`);
  for (const index of indexes) await database.query(`DROP INDEX "public"."${index.name}"`);
  return { foreignKeys, indexes };
}

async function restore(database: Database, deferred: Deferred): Promise<void> {
  for (const index of deferred.indexes) await database.query(index.definition);
  for (const foreignKey of deferred.foreignKeys) {
    await database.query(`ALTER TABLE ${foreignKey.table} ADD CONSTRAINT "${foreignKey.name}" ${foreignKey.definition}`);
  }
}
