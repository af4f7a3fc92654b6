import type { Database } from './database';

/** Drops every table and drizzle's migration journal, leaving an empty `public` schema for `migrate` to fill again. */
export async function resetSchema(database: Database): Promise<void> {
  await database.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await database.query('DROP SCHEMA IF EXISTS public CASCADE');
  await database.query('CREATE SCHEMA public');
}
