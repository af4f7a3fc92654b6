/**
 * Search and autocomplete benchmark, on demand (not part of the test suite):
 *   npx tsx tools/bench/src/search.bench.ts --db pglite:/tmp/large-pglite
 *   npx tsx tools/bench/src/search.bench.ts --db postgres://postgres@127.0.0.1:55432/stays_large
 * Options: --calls 200 --concurrency 16 --seed 7 (whole-country list and 5,000-result map searches run a quarter as many);
 * --api-node-options='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API process.
 * Each call first runs once in this process to record the very SQL statements it runs, which are replayed directly
 * on the database; then the API runs as production runs it, in its own process (apps/api/src/main.ts on that
 * database), called over HTTP with keep-alive: the ratios (p50 one at a time, p95 at --concurrency) show what the
 * API layer costs. The machine's load average is printed before and after (others may share the cores).
 * Figures go to tools/bench/results/search-<driver>.json and a table on stdout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { openDatabase, type Database } from '@stays/server-db';
import { startApiProcess } from './api-process';
import { latencyStats, timeWarmTasks, type LatencyStats } from './latency-stats';
import { recordStatements, replayStatements } from './recorded-sql';
import { autocompleteUrls, countryUrls, searchUrls } from './workload';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    calls: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    seed: { type: 'string', default: '7' },
    'api-node-options': { type: 'string', default: '' },
  },
});
if (!values.db) {
  console.error('usage: search.bench.ts --db pglite:/path/to/data | postgres://user@host:port/database [--calls 200] [--concurrency 16]');
  process.exit(2);
}
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);
const seed = Number(values.seed);

const target = values.db;
const database = await open(target, concurrency);
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

// 1. In this process: each call once, recording its SQL, then that SQL replayed directly.
const sqlResults: Record<string, { sequential: LatencyStats; concurrent: LatencyStats }> = {};
for (const [name, urls] of Object.entries(workloads)) {
  const statements = await recordStatements(
    database,
    urls.map((url) => [url]),
  );
  sqlResults[name] = { sequential: await replayStatements(database, statements, 1), concurrent: await replayStatements(database, statements, concurrency) };
}
await database.close(); // an embedded database has one owner: the API process opens it next

// 2. The API in its own process (as production runs it), over HTTP with keep-alive.
const results: Record<string, Record<string, LatencyStats | number>> = {};
const api = await startApiProcess(target, values['api-node-options'].split(' ').filter(Boolean));
try {
  for (const [name, urls] of Object.entries(workloads)) {
    const apiSequential = await runApi(api.url, urls, 1);
    const apiConcurrent = await runApi(api.url, urls, concurrency);
    const sql = sqlResults[name] as { sequential: LatencyStats; concurrent: LatencyStats };
    results[name] = {
      api_sequential: apiSequential,
      api_concurrent: apiConcurrent,
      sql_sequential: sql.sequential,
      sql_concurrent: sql.concurrent,
      api_to_sql_p50_ratio: Math.round((apiSequential.p50 / Math.max(0.001, sql.sequential.p50)) * 100) / 100,
      api_to_sql_p95_ratio_concurrent: Math.round((apiConcurrent.p95 / Math.max(0.001, sql.concurrent.p95)) * 100) / 100,
    };
  }
} finally {
  await api.stop();
}

printTable(results);
const loadAfter = loadAverage();
console.log(`load average after: ${loadAfter}`);
const output = resolve(dirname(fileURLToPath(import.meta.url)), '../results', `search-${database.driver}.json`);
mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  `${JSON.stringify({ driver: database.driver, database: target, ranAt: new Date().toISOString(), calls, concurrency, loadBefore, loadAfter, catalogue: { properties: facts.properties, roomNights: facts.roomNights }, results }, null, 2)}\n`,
);
console.log(`\nwritten ${output}`);

async function runApi(baseUrl: string, urls: readonly string[], inFlight: number): Promise<LatencyStats> {
  const tasks = urls.map((url) => async () => {
    const response = await fetchOnce(`${baseUrl}${url}`);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  });
  const { durations, wallClockMs } = await timeWarmTasks(tasks, inFlight);
  return latencyStats(durations, wallClockMs);
}

/**
 * A keep-alive socket left idle through a long phase can be closed by the server just as it is reused
 * (ECONNRESET before any answer): that request is sent again, once, on a fresh socket.
 */
async function fetchOnce(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
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
  const cities = await db.query<{ city_id: number }>(`SELECT city_id FROM properties WHERE status = 'active' GROUP BY city_id ORDER BY count(*) DESC, city_id`);
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
    rows[`${workload} api/sql ratio`] = {
      'p50 ms': `${String(runs['api_to_sql_p50_ratio'])} (one at a time)`,
      'p95 ms': `${String(runs['api_to_sql_p95_ratio_concurrent'])} (concurrent)`,
    };
  }
  console.table(rows);
}
