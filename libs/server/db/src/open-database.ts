import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema } from './schema/all-tables';
import { rawValueParsers } from './type-parsers';
import type { Database, Db, OpenDatabaseOptions } from './database';

export const DEFAULT_PGLITE_DATA_DIR = '.data/pglite';

/** Opens the database: node-postgres when a URL is given, otherwise embedded PGlite with pg_trgm loaded. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options.maxConnections ?? 10) : openPglite(options.dataDir ?? DEFAULT_PGLITE_DATA_DIR, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir, {
    extensions: { pg_trgm },
    parsers: rawValueParsers,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query<T>(sql, params);
      return result.rows;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, maxConnections: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // A connection's first queries pay PostgreSQL's catalogue loading and each statement's preparation (50–100 ms
    // here against 1–2 ms warm), so connections opened for a busy moment are kept through quieter ones.
    idleTimeoutMillis: 300_000,
    allowExitOnIdle: true, // an idle connection never keeps a finished script's process alive
    // A database that does not take a connection within a second is down for the guest waiting: say so (503).
    connectionTimeoutMillis: 1_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        rawValueParsers[oid] ?? pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // A client losing its connection must not crash the process; the next query reconnects. The pool's own 'error'
  // covers idle clients only: one checked out for a transaction emits on itself (and is dropped when released).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const name = statementName(sql);
      const result = await (name ? pool.query({ name, text: sql, values: params }) : pool.query(sql, params));
      return result.rows as T[];
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const statementNames = new Map<string, string>();
/** Beyond this many distinct SQL texts (generated SQL gone wild), statements are no longer prepared by name. */
const MAX_PREPARED_STATEMENTS = 500;

/**
 * The prepared statement name of a SQL text: each pooled connection parses it once, and PostgreSQL can then reuse
 * the plan (a hotel page's statements spent more time planning than running: 1.7 ms planning for 0.7 ms of work).
 * Names are a hash of the text, so one name never stands for two texts. Needs a session per connection (not a
 * transaction-pooling PgBouncer).
 */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name) {
    if (statementNames.size >= MAX_PREPARED_STATEMENTS) return undefined;
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}
