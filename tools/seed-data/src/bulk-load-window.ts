import type { Database } from '@stays/server-db';

interface Deferred {
  foreignKeys: Array<{ table: string; name: string; definition: string }>;
  indexes: Array<{ name: string; definition: string }>;
}

/**
 * Runs a bulk load with the foreign keys and the non-unique secondary indexes of the `public` schema set aside,
 * then puts them back: one index build and one validation pass cost much less than maintaining them row by row.
 * Primary keys, unique indexes and CHECK constraints stay in force throughout, so bad rows are still rejected.
 */
export async function withBulkLoadWindow<T>(database: Database, load: () => Promise<T>): Promise<T> {
  const deferred = await setAside(database);
  let result: T;
  try {
    result = await load();
  } catch (error) {
    await restore(database, deferred).catch(() => undefined);
    throw error;
  }
  await restore(database, deferred);
  return result;
}

async function setAside(database: Database): Promise<Deferred> {
  const foreignKeys = await database.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY conname`,
  );
  const indexes = await database.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(ix.indexrelid) AS definition
       FROM pg_index ix
       JOIN pg_class c ON c.oid = ix.indexrelid
      WHERE c.relnamespace = 'public'::regnamespace AND NOT ix.indisunique AND NOT ix.indisprimary
      ORDER BY c.relname`,
  );
  for (const foreignKey of foreignKeys) await database.query(`ALTER TABLE ${foreignKey.table} DROP CONSTRAINT "${foreignKey.name}"`);
  for (const index of indexes) await database.query(`DROP INDEX "public"."${index.name}"`);
  return { foreignKeys, indexes };
}

/** Rebuilds everything it can; a failure (rows that break a foreign key) is reported after the rest is back. */
async function restore(database: Database, deferred: Deferred): Promise<void> {
  const failures: string[] = [];
  const attempt = async (what: string, sql: string) => {
    try {
      await database.query(sql);
    } catch (error) {
      failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const index of deferred.indexes) await attempt(index.name, index.definition);
  for (const foreignKey of deferred.foreignKeys) {
    await attempt(foreignKey.name, `ALTER TABLE ${foreignKey.table} ADD CONSTRAINT "${foreignKey.name}" ${foreignKey.definition}`);
  }
  if (failures.length > 0) throw new Error(`Could not restore after the bulk load: ${failures.join('; ')}`);
}
