/**
 * The ratio table of issue 23, on demand (not part of the test suite), from ONE run against one database:
 *   npx tsx tools/bench/src/ratios.bench.ts --db postgres://postgres@127.0.0.1:4530/stays_large
 *   npx tsx tools/bench/src/ratios.bench.ts --db pglite:/work/bench-data/pglite
 * Options: --calls 200 --concurrency 16 --seed 7 --catalogue memory|sql|memory,sql (default memory: the in-memory
 * catalogue index; sql: CATALOGUE_INDEX=sql, search and the hotel page on PostgreSQL — the 'before').
 * The API runs as production runs it (apps/api/src/main.ts in its own process, over HTTP with keep-alive). Each
 * workload's p95 at --concurrency is divided by the p95 of the no-SQL floor (an unknown path: 404, no database)
 * measured in the same run, before and after the workloads (their mean is the divisor). Also printed: the index's load
 * time, what it holds, the API process's resident memory after loading it and its peak over the run, and the load
 * average (others may share the cores). Figures go to tools/bench/results/ratios-<driver>-<catalogue>.json.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { openDatabase, type Database } from '@stays/server-db';
import { startApiProcess, type ApiProcess } from './api-process';
import { latencyStats, timeWarmTasks, type LatencyStats } from './latency-stats';
import { autocompleteUrls, calendarUrls, countryUrls, filteredSearchUrls, hotelPairUrls, hotelStays, searchUrls } from './workload';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    calls: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    seed: { type: 'string', default: '7' },
    catalogue: { type: 'string', default: 'memory' },
  },
});
if (!values.db) {
  console.error('usage: ratios.bench.ts --db pglite:/path | postgres://… [--calls 200] [--concurrency 16] [--catalogue memory|sql|memory,sql]');
  process.exit(2);
}
const target = values.db;
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);
const seed = Number(values.seed);
const catalogues = values.catalogue.split(',').map((mode) => {
  if (mode !== 'memory' && mode !== 'sql') throw new Error(`--catalogue takes memory and/or sql, not ${mode}`);
  return mode;
});

/** The issue's targets: p95 at ×16 over the floor's p95. */
const TARGETS: Record<string, number> = {
  city_search: 3,
  search_filters_sort: 3,
  autocomplete: 2,
  hotel_details_and_availability: 3,
  calendar_3_months: 3,
  country_search: 6,
  map_5000: 6,
};

const database = await open(target);
const facts = await catalogueFacts(database);
await database.close(); // an embedded database has one owner: the API process opens it next
const today = DateTime.now().setZone('Asia/Kolkata').toISODate() ?? facts.firstNight;
const stays = hotelStays({ hotelIds: facts.hotelIds, today, calls, seed });
const workloads: Record<string, string[][]> = {
  city_search: single(searchUrls({ cityIds: facts.cityIds, today, lastNight: facts.lastNight, calls, seed })),
  search_filters_sort: single(filteredSearchUrls({ cityIds: facts.cityIds, today, lastNight: facts.lastNight, calls, seed })),
  autocomplete: single(autocompleteUrls({ names: facts.names, calls, seed })),
  hotel_details_and_availability: hotelPairUrls(stays),
  calendar_3_months: single(calendarUrls(stays, today)),
  country_search: single(countryUrls({ countryIds: facts.countryIds, today, lastNight: facts.lastNight, calls: Math.ceil(calls / 4), seed, kind: 'list' })),
  map_5000: single(countryUrls({ countryIds: facts.countryIds, today, lastNight: facts.lastNight, calls: Math.ceil(calls / 4), seed, kind: 'map' })),
};
const floorPages = Array.from({ length: calls * 5 }, (_, index) => [`/api/pwa/no-such-path-${index % 7}`]);

for (const mode of catalogues) {
  const loadBefore = loadAverage();
  console.log(`\n${target} (${facts.properties} properties, ${facts.roomNights} room nights), catalogue ${mode}, ×${concurrency}; load average ${loadBefore}`);
  const started = performance.now();
  const api = await startApiProcess(target, [], { env: { CATALOGUE_INDEX: mode }, captureLog: true });
  const readyMs = Math.round(performance.now() - started);
  const index = indexFacts(api);
  const rssAfterLoadMb = memoryOf(api.pid).rssMb;
  const stats: Record<string, LatencyStats> = {};
  try {
    const floorBefore = await run(api.url, floorPages, concurrency, 404);
    for (const [name, pages] of Object.entries(workloads)) stats[name] = await run(api.url, pages, concurrency, 200);
    const floorAfter = await run(api.url, floorPages, concurrency, 404);
    const floorP95 = (floorBefore.p95 + floorAfter.p95) / 2;
    const memory = memoryOf(api.pid);
    const rows: Record<string, Record<string, number | string>> = {
      floor_404_before: { 'p50 ms': floorBefore.p50, 'p95 ms': floorBefore.p95 },
      floor_404_after: { 'p50 ms': floorAfter.p50, 'p95 ms': floorAfter.p95 },
    };
    const ratios: Record<string, number> = {};
    for (const [name, result] of Object.entries(stats)) {
      const ratio = Math.round((result.p95 / floorP95) * 10) / 10;
      ratios[name] = ratio;
      rows[name] = {
        'p50 ms': result.p50,
        'p95 ms': result.p95,
        'p95 ÷ floor': ratio,
        target: `≤ ${TARGETS[name] ?? '—'}`,
        met: ratio <= (TARGETS[name] ?? 0) ? 'yes' : 'no',
      };
    }
    console.table(rows);
    const loadAfter = loadAverage();
    console.log(
      `API ready in ${readyMs} ms; index: ${index ? `${index.properties} properties, ${index.categories} categories, ${index.nights} nights, loaded in ${index.loadMs} ms` : 'none'}; ` +
        `RSS after start ${rssAfterLoadMb} MB, at the end ${memory.rssMb} MB, peak ${memory.peakMb} MB; load average ${loadAfter} on ${availableParallelism()} cores`,
    );
    const output = resolve(
      dirname(fileURLToPath(import.meta.url)),
      '../results',
      `ratios-${target.startsWith('pglite:') ? 'pglite' : 'postgres'}-${mode}.json`,
    );
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(
      output,
      `${JSON.stringify({ database: target, catalogue: mode, ranAt: new Date().toISOString(), calls, concurrency, loadBefore, loadAfter, readyMs, index, rssAfterLoadMb, memory, floor: { before: floorBefore, after: floorAfter }, ratios, stats }, null, 2)}\n`,
    );
    console.log(`written ${output}`);
  } finally {
    await api.stop();
  }
}

function single(urls: readonly string[]): string[][] {
  return urls.map((url) => [url]);
}

/** Each task is one page's calls, one after the other, timed as one; every answer must have the status expected. */
async function run(baseUrl: string, pages: readonly string[][], inFlight: number, status: number): Promise<LatencyStats> {
  const tasks = pages.map((paths) => async () => {
    for (const path of paths) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`);
      } catch {
        response = await fetch(`${baseUrl}${path}`); // a keep-alive socket closed as it was reused: once more
      }
      const body = await response.text();
      if (response.status !== status) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
    }
  });
  const { durations, wallClockMs } = await timeWarmTasks(tasks, inFlight);
  return latencyStats(durations, wallClockMs);
}

/** What the API logged when its catalogue index was loaded (main.ts), or null when it runs without one. */
function indexFacts(api: ApiProcess): { properties: number; categories: number; nights: number; loadMs: number; rssMb: number } | null {
  for (const line of api.logLines) {
    if (!line.includes('catalogue index loaded')) continue;
    return JSON.parse(line) as { properties: number; categories: number; nights: number; loadMs: number; rssMb: number };
  }
  return null;
}

/** Resident memory of a process now and at its peak, from /proc (Linux). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kilobytes('VmRSS') / 1024), peakMb: Math.round(kilobytes('VmHWM') / 1024) };
}

async function open(where: string): Promise<Database> {
  if (where.startsWith('postgres://') || where.startsWith('postgresql://')) return openDatabase({ url: where, maxConnections: 2 });
  if (where.startsWith('pglite:')) return openDatabase({ dataDir: where.slice('pglite:'.length) });
  throw new Error(`--db must be pglite:/path or postgres://…, not ${where}`);
}

async function catalogueFacts(db: Database) {
  const [counts] = await db.query<{ properties: number; room_nights: number; first_night: string; last_night: string }>(
    `SELECT (SELECT count(*) FROM properties) AS properties, (SELECT count(*) FROM room_nights) AS room_nights,
            (SELECT min(night) FROM room_nights) AS first_night, (SELECT max(night) FROM room_nights) AS last_night`,
  );
  if (!counts || counts.properties === 0) throw new Error('the database has no properties: seed it first (npm run seed -- --size large)');
  const cities = await db.query<{ city_id: number }>(`SELECT city_id FROM properties WHERE status = 'active' GROUP BY city_id ORDER BY count(*) DESC, city_id`);
  const countries = await db.query<{ country_id: number }>(
    `SELECT country_id FROM properties WHERE status = 'active' GROUP BY country_id ORDER BY count(*) DESC, country_id LIMIT 3`,
  );
  const names = await db.query<{ name: string }>(
    `(SELECT name FROM cities) UNION ALL (SELECT name FROM localities) UNION ALL (SELECT name FROM properties ORDER BY id LIMIT 300)`,
  );
  const hotels = await db.query<{ id: number }>(`SELECT id FROM properties WHERE status = 'active' ORDER BY id`);
  return {
    properties: counts.properties,
    roomNights: counts.room_nights,
    firstNight: counts.first_night,
    lastNight: counts.last_night,
    cityIds: cities.map((city) => city.city_id),
    countryIds: countries.map((country) => country.country_id),
    names: names.map((row) => row.name),
    hotelIds: hotels.map((hotel) => hotel.id),
  };
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}
