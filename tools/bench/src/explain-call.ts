/**
 * Profiling, on demand: runs one API call in process against a database and prints the time of each SQL statement
 * it ran and of the call; with EXPLAIN=1 also each statement's plan (EXPLAIN (ANALYZE, BUFFERS)); REPEAT=n runs it n times.
 *   EXPLAIN=1 npx tsx tools/bench/src/explain-call.ts postgres://postgres@127.0.0.1:4530/stays_large '/api/pwa/search?filters[city_id]=4&…'
 *   npx tsx tools/bench/src/explain-call.ts pglite:/work/bench-data/pglite '/api/pwa/autocomplete?query=goa'
 */
import { openDatabase, type Database } from '@stays/server-db';
import { buildApiServer } from '@stays/server-http';
const [target, url] = process.argv.slice(2);
if (!target || !url) {
  console.error('usage: explain-call.ts pglite:/path | postgres://… <API path with query>');
  process.exit(2);
}
const database = target.startsWith('pglite:') ? await openDatabase({ dataDir: target.slice('pglite:'.length) }) : await openDatabase({ url: target });
const explain = process.env['EXPLAIN'] === '1';
const client: Database = {
  db: database.db,
  driver: database.driver,
  close: () => database.close(),
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (explain) {
      const plan = await database.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(plan.map((row) => Object.values(row)[0]).join('\n'));
    }
    const started = performance.now();
    const rows = await database.query<T>(sql, params);
    console.log(`-- sql ${(performance.now() - started).toFixed(1)} ms, ${rows.length} rows`);
    return rows;
  },
};
const app = buildApiServer({ database: client, logger: false, payments: { holdSweepSeconds: 0 } });
for (let run = 0; run < Number(process.env['REPEAT'] ?? 1); run += 1) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url });
  const failed = response.statusCode !== 200 ? response.body.slice(0, 300) : '';
  console.log(`-- api ${(performance.now() - started).toFixed(1)} ms, status ${response.statusCode}, ${response.body.length} bytes ${failed}`);
}
await app.close();
await database.close();
