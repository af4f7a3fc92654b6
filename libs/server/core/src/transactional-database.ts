import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { SqlClient } from './sql-client';
import type { Database } from '@stays/server-db';

/** A database that can run work in one transaction; `work` gets a client bound to that transaction. */
export interface TransactionalDatabase extends SqlClient {
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
}

/**
 * The booking calls need transactions, which a bare SqlClient cannot give (a pool hands each query to any
 * connection). The API is built with the `Database` of @stays/server-db; anything else is a wiring bug.
 */
export function transactionalDatabase(database: SqlClient): TransactionalDatabase {
  if (!isDatabase(database)) throw new Error('the booking calls need the Database of @stays/server-db (transactions)');
  return {
    query: (sql, params) => database.query(sql, params),
    transaction: (work) => (database.driver === 'pglite' ? pgliteTransaction(database, work) : postgresTransaction(database, work)),
  };
}

function isDatabase(database: SqlClient): database is Database {
  const candidate = database as Partial<Database>;
  return (candidate.driver === 'pglite' || candidate.driver === 'postgres') && typeof candidate.db === 'object';
}

// PGlite runs one transaction at a time: its own lock queues every other query until this one ends.
async function pgliteTransaction<T>(database: Database, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.transaction((tx) =>
    work({
      async query<R>(sql: string, params: unknown[] = []) {
        return (await tx.query<R>(sql, params)).rows;
      },
    }),
  );
}

async function postgresTransaction<T>(database: Database, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work({
      async query<R>(sql: string, params: unknown[] = []) {
        return (await client.query(sql, params)).rows as R[];
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
