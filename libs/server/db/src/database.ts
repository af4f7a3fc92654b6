import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema/all-tables';

/** Drizzle over either driver: code that takes a `Db` never knows whether PGlite or node-postgres is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Raw parameterised SQL ($1, $2…); see type-parsers.ts for how values come back. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — a node-postgres pool on a real server. Without it, an embedded PGlite database. */
  url?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. Default '.data/pglite'. */
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (PGlite's `dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
  /** Pool size for node-postgres (default 10). */
  maxConnections?: number;
}
