/**
 * Search and autocomplete benchmark, on demand (not part of the test suite):
 *   npx tsx tools/bench/src/search.bench.ts --db pglite:/tmp/large-pglite
 *   npx tsx tools/bench/src/search.bench.ts --db postgres://postgres@127.0.0.1:55432/stays_large
 * Options: --calls 200 --concurrency 16 --seed 7 (whole-country list and 5,000-result map searches run a quarter as many)
 * Each call goes through the API (a real listen on 127.0.0.1, HTTP keep-alive) and then the very SQL statements
 * that call ran are replayed directly on the database: the ratios (p50 one at a time, p95 at --concurrency) show
 * what the API layer costs. The machine's load average is printed before and after (others may share the cores).
 * Figures go to tools/bench/results/search-<driver>.json and a table on stdout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { openDatabase, type Database } from '@stays/server-db';
import { buildApiServer } from '@stays/server-http';
import { latencyStats, timeTasks, type LatencyStats } from './latency-stats';
import { autocompleteUrls, countryUrls, searchUrls } from './workload';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    calls: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    seed: { type: 'string', default: '7' },
  },
});
if (!values.db) {
  console.error('usage: search.bench.ts --db pglite:/path/to/data | postgres://user@host:port/database [--calls 200] [--concurrency 16]');
  process.exit(2);
}
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);
const seed = Number(values.seed);

interface Statement {
  sql: string;
  params: unknown[];
}

const database = await open(values.db, concurrency);
// Records the statements of the call in progress (the recording pass is sequential, so they are that call's).
let recording: Statement[] | null = null;
// The same Database (the API's transactional calls check for it), with its query recorded.
const recordingClient: Database = {
  db: database.db,
  driver: database.driver,
  close: () => database.close(),
  query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    recording?.push({ sql, params });
    return database.query<T>(sql, params);
  },
};
// No hold sweeper: the benchmark measures search, and a catalogue-only database has no bookings table.
const app = buildApiServer({ database: recordingClient, logger: false, payments: { holdSweepSeconds: 0 } });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

try {
  const loadBefore = loadAverage();
  console.log(`load average before: ${loadBefore}; concurrency ${concurrency}, ${calls} calls (a quarter for the country and map workloads)`);
  const facts = await catalogueFacts(database);
  console.log(`${database.driver}: ${facts.properties} properties, ${facts.roomNights} room nights (${facts.firstNight} … ${facts.lastNight})`);
  const today = DateTime.now().setZone('Asia/Kolkata').toISODate() ?? facts.firstNight;
  const workloads = {
    search: searchUrls({ cityIds: facts.cityIds, today, lastNight: facts.lastNight, calls, seed }),
    autocomplete: autocompleteUrls({ names: facts.names, calls, seed }),
    country_search: countryUrls({ countryIds: facts.countryIds, today, lastNight: facts.lastNight, calls: Math.ceil(calls / 4), seed, kind: 'list' }),
    map_5000: countryUrls({ countryIds: facts.countryIds, today, lastNight: facts.lastNight, calls: Math.ceil(calls / 4), seed, kind: 'map' }),
  };

  const results: Record<string, Record<string, LatencyStats | number>> = {};
  for (const [name, urls] of Object.entries(workloads)) {
    await runApi(urls.slice(0, 20), 1); // warm-up: JIT, plans, caches
    const statements: Statement[][] = [];
    const apiSequential = await runApi(urls, 1, statements);
    const apiConcurrent = await runApi(urls, concurrency);
    const sqlSequential = await runSql(statements, 1);
    const sqlConcurrent = await runSql(statements, concurrency);
    results[name] = {
      api_sequential: apiSequential,
      api_concurrent: apiConcurrent,
      sql_sequential: sqlSequential,
      sql_concurrent: sqlConcurrent,
      api_to_sql_p50_ratio: Math.round((apiSequential.p50 / Math.max(0.001, sqlSequential.p50)) * 100) / 100,
      api_to_sql_p95_ratio_concurrent: Math.round((apiConcurrent.p95 / Math.max(0.001, sqlConcurrent.p95)) * 100) / 100,
    };
  }

  printTable(results);
  const loadAfter = loadAverage();
  console.log(`load average after: ${loadAfter}`);
  const output = resolve(dirname(fileURLToPath(import.meta.url)), '../results', `search-${database.driver}.json`);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(
    output,
    `${JSON.stringify({ driver: database.driver, database: values.db, ranAt: new Date().toISOString(), calls, concurrency, loadBefore, loadAfter, catalogue: { properties: facts.properties, roomNights: facts.roomNights }, results }, null, 2)}\n`,
  );
  console.log(`\nwritten ${output}`);
} finally {
  await app.close();
  await database.close();
}

async function runApi(urls: readonly string[], inFlight: number, statements?: Statement[][]): Promise<LatencyStats> {
  const tasks = urls.map((url, index) => async () => {
    if (statements) recording = statements[index] = [];
    const response = await fetchOnce(`${address}${url}`);
    const body = await response.text();
    recording = null;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  });
  const { durations, wallClockMs } = await timeTasks(tasks, inFlight);
  return latencyStats(durations, wallClockMs);
}

/**
 * A keep-alive socket left idle through a long SQL replay phase can be closed by the server just as it is reused
 * (ECONNRESET before any answer): that request is sent again, once, on a fresh socket.
 */
async function fetchOnce(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

async function runSql(statements: readonly Statement[][], inFlight: number): Promise<LatencyStats> {
  const tasks = statements.map((call) => async () => {
    for (const statement of call) await database.query(statement.sql, statement.params);
  });
  const { durations, wallClockMs } = await timeTasks(tasks, inFlight);
  return latencyStats(durations, wallClockMs);
}

async function open(target: string, connections: number): Promise<Database> {
  if (target.startsWith('postgres://') || target.startsWith('postgresql://')) return openDatabase({ url: target, maxConnections: connections });
  if (target.startsWith('pglite:')) return openDatabase({ dataDir: target.slice('pglite:'.length) });
  throw new Error(`--db must be pglite:/path or postgres://…, not ${target}`);
}

async function catalogueFacts(db: Database) {
  const [counts] = await db.query<{ properties: number; room_nights: number; first_night: string; last_night: string }>(
    `SELECT (SELECT count(*) FROM properties) AS properties, (SELECT count(*) FROM room_nights) AS room_nights,
            (SELECT min(night) FROM room_nights) AS first_night, (SELECT max(night) FROM room_nights) AS last_night`,
  );
  if (!counts || counts.properties === 0) throw new Error('the database has no properties: seed it first (npm run seed -- --size large)');
  const cities = await db.query<{ city_id: number }>(
    `SELECT city_id FROM properties WHERE status = 'active' GROUP BY city_id ORDER BY count(*) DESC, city_id`,
  );
  // The three countries with the most properties (where a whole-country map query reaches 5,000 results).
  const countries = await db.query<{ country_id: number }>(
    `SELECT country_id FROM properties WHERE status = 'active' GROUP BY country_id ORDER BY count(*) DESC, country_id LIMIT 3`,
  );
  const names = await db.query<{ name: string }>(
    `(SELECT name FROM cities) UNION ALL (SELECT name FROM localities) UNION ALL (SELECT name FROM properties ORDER BY id LIMIT 300)`,
  );
  return {
    properties: counts.properties,
    roomNights: counts.room_nights,
    firstNight: counts.first_night,
    lastNight: counts.last_night,
    cityIds: cities.map((city) => city.city_id),
    countryIds: countries.map((country) => country.country_id),
    names: names.map((row) => row.name),
  };
}

/** `uptime`'s three load averages (1, 5, 15 minutes). */
function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

function printTable(results: Record<string, Record<string, LatencyStats | number>>): void {
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [workload, runs] of Object.entries(results)) {
    for (const [run, stats] of Object.entries(runs)) {
      if (typeof stats === 'number') continue;
      rows[`${workload} ${run}`] = { 'p50 ms': stats.p50, 'p95 ms': stats.p95, 'max ms': stats.max, 'calls/s': stats.throughput };
    }
    rows[`${workload} api/sql ratio`] = { 'p50 ms': `${String(runs['api_to_sql_p50_ratio'])} (one at a time)`, 'p95 ms': `${String(runs['api_to_sql_p95_ratio_concurrent'])} (concurrent)` };
  }
  console.table(rows);
}
