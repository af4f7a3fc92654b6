import type { Database } from '@stays/server-db';

/** One column of a bulk insert: its name, the SQL array type its values travel as, and how to read it from a row. */
export interface BulkColumn<Row> {
  name: string;
  /** Element type of the parameter array: 'int', 'text', 'date', 'bool', 'float8', 'numeric', 'timestamptz', 'smallint'. */
  type: string;
  value: (row: Row) => unknown;
  /** SQL applied to the unnested value, e.g. to turn 'a|b' into a text[] (unnest flattens arrays of arrays). */
  cast?: (column: string) => string;
}

/**
 * Inserts rows with one statement per batch: every column travels as one array parameter and `unnest` turns the
 * arrays back into rows. Works the same on PGlite and PostgreSQL and avoids a round trip per row.
 */
export async function bulkInsert<Row>(
  database: Database,
  table: string,
  columns: BulkColumn<Row>[],
  rows: readonly Row[],
  options: { batchSize?: number; onConflictDoNothing?: boolean } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 5_000;
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const params = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const selected = columns.map((column) => (column.cast ? column.cast(`u."${column.name}"`) : `u."${column.name}"`)).join(', ');
  const conflict = options.onConflictDoNothing ? ' ON CONFLICT DO NOTHING' : '';
  const sql =
    `WITH inserted AS (INSERT INTO "${table}" (${names}) SELECT ${selected} FROM unnest(${params}) AS u(${names})${conflict} RETURNING 1) ` +
    'SELECT count(*)::int AS count FROM inserted';
  let inserted = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const [result] = await database.query<{ count: number }>(
      sql,
      columns.map((column) => batch.map((row) => column.value(row))),
    );
    inserted += result?.count ?? 0;
  }
  return inserted;
}

/** After explicit ids, a serial's sequence must continue after the highest id. */
export async function syncSequence(database: Database, table: string): Promise<void> {
  await database.query(
    `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT max(id) FROM "${table}"), 1), (SELECT count(*) > 0 FROM "${table}"))`,
  );
}
