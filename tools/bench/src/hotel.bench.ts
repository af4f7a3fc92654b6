/**
 * Hotel page benchmark, on demand (not part of the test suite):
 *   npx tsx tools/bench/src/hotel.bench.ts --db pglite:/work/bench-data/pglite
 *   npx tsx tools/bench/src/hotel.bench.ts --db postgres://postgres@127.0.0.1:5690/stays_large
 * Options: --calls 200 --concurrency 16 --seed 11; --api-node-options='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles
 * the API process.
 * The API runs as production runs it, in its own process (apps/api/src/main.ts on that database), and is called over
 * HTTP with keep-alive: "details + availability" is the hotel page's pair of calls (GET hotels/:id then GET
 * availability for the same stay) timed as one; "calendar" is the availability call in calendar view for three
 * months; "similar" the similar-hotels call; "reviews" the first page of a hotel's reviews. Sequential, then
 * `concurrency` at once. First, in this process, each call runs once in process to record the very SQL statements
 * it runs, and those are replayed directly on the database (sequential and concurrent): the API/SQL ratio is what the
 * HTTP layer and the services cost. Prints p50/p95 per workload and the machine's load average (others may share the
 * cores); figures go to tools/bench/results/hotel-<driver>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { openDatabase, type Database } from '@stays/server-db';
import { mulberry32 } from '@stays/seed-data';
import { startApiProcess } from './api-process';
import { latencyStats, timeWarmTasks, type LatencyStats } from './latency-stats';
import { recordStatements, replayStatements } from './recorded-sql';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    calls: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    seed: { type: 'string', default: '11' },
    'api-node-options': { type: 'string', default: '' },
  },
});
if (!values.db) {
  console.error('usage: hotel.bench.ts --db pglite:/path | postgres://… [--calls 200] [--concurrency 16] [--api-node-options "…"]');
  process.exit(2);
}
const target = values.db;
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);
const random = mulberry32(Number(values.seed));

const database = await open(target, concurrency);
const facts = await catalogueFacts(database);
console.log(`${database.driver}: ${facts.hotelIds.length} active properties (${facts.firstNight} … ${facts.lastNight})`);
const today = DateTime.now().setZone('Asia/Kolkata');
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const stays = Array.from({ length: calls }, () => {
  const checkin = today.plus({ days: 1 + Math.floor(random() * 150) });
  const nights = 1 + Math.floor(random() * 4);
  const roomsConfig = pick(['1,2,0,0,0', '1,1,0,0,0', '2,2,0,0,0,2,0,0,0', '1,3,0,0,0']);
  return { hotelId: pick(facts.hotelIds), checkin: checkin.toISODate(), checkout: checkin.plus({ days: nights }).toISODate(), roomsConfig };
});
const month = today.startOf('month');
const window = `start_time=${month.toISODate()}&end_time=${month.plus({ months: 2 }).endOf('month').toISODate()}`;

const workloads: Record<string, string[][]> = {
  details_and_availability: stays.map((stay) => [
    `/api/pwa/hotels/${stay.hotelId}?available_room_count[checkin]=${stay.checkin}&available_room_count[checkout]=${stay.checkout}&rooms_config=${stay.roomsConfig}`,
    `/api/pwa/availability?hotel_id=${stay.hotelId}&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms_config=${stay.roomsConfig}`,
  ]),
  calendar_3_months: stays.map((stay) => [`/api/pwa/availability?request_type=calendar_view&hotel_id=${stay.hotelId}&${window}&selected_rcid=1`]),
  similar_hotels: stays.map((stay) => [
    `/api/pwa/similar-hotels?available_room_count[checkin]=${stay.checkin}&available_room_count[checkout]=${stay.checkout}&filters[affinity_hotel_id]=${stay.hotelId}&rooms_config=${stay.roomsConfig}`,
  ]),
  reviews: stays.map((stay) => [`/api/pwa/hotels/${stay.hotelId}/reviews?review_type=1`]),
};

// 1. In this process: each call once, recording its SQL, then that SQL replayed directly.
const results: Record<string, Record<string, LatencyStats>> = {};
for (const [name, pages] of Object.entries(workloads)) {
  const statements = await recordStatements(database, pages);
  results[name] = {
    sql_x1: await replayStatements(database, statements, 1),
    [`sql_x${concurrency}`]: await replayStatements(database, statements, concurrency),
  };
}
await database.close(); // an embedded database has one owner: the API process opens it next

// 2. The API in its own process, over HTTP.
const api = await startApiProcess(target, values['api-node-options'].split(' ').filter(Boolean));
try {
  for (const [name, pages] of Object.entries(workloads)) {
    results[name] = { api_x1: await runApi(api.url, pages, 1), [`api_x${concurrency}`]: await runApi(api.url, pages, concurrency), ...results[name] };
  }
} finally {
  await api.stop();
}

const rows: Record<string, Record<string, number>> = {};
for (const [name, runs] of Object.entries(results)) {
  for (const [mode, stats] of Object.entries(runs))
    rows[`${name} ${mode}`] = { 'p50 ms': stats.p50, 'p95 ms': stats.p95, 'max ms': stats.max, 'calls/s': stats.throughput };
}
console.table(rows);
const load = loadavg().map((value) => value.toFixed(2));
console.log(`load average (1, 5, 15 min) at the end: ${load.join(', ')} on ${availableParallelism()} cores`);
const output = resolve(dirname(fileURLToPath(import.meta.url)), '../results', `hotel-${database.driver}.json`);
mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  `${JSON.stringify({ driver: database.driver, database: target, ranAt: new Date().toISOString(), loadAverage: load, calls, concurrency, properties: facts.hotelIds.length, results }, null, 2)}\n`,
);
console.log(`\nwritten ${output}`);

async function get(baseUrl: string, path: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`);
  } catch {
    response = await fetch(`${baseUrl}${path}`); // a keep-alive socket closed as it was reused: once more
  }
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
}

/** Each task is one page's calls, made one after the other and timed as one. */
async function runApi(baseUrl: string, pages: readonly string[][], inFlight: number): Promise<LatencyStats> {
  const tasks = pages.map((paths) => async () => {
    for (const path of paths) await get(baseUrl, path);
  });
  const { durations, wallClockMs } = await timeWarmTasks(tasks, inFlight);
  return latencyStats(durations, wallClockMs);
}

async function open(target: string, connections: number): Promise<Database> {
  if (target.startsWith('postgres://') || target.startsWith('postgresql://')) return openDatabase({ url: target, maxConnections: connections });
  if (target.startsWith('pglite:')) return openDatabase({ dataDir: target.slice('pglite:'.length) });
  throw new Error(`--db must be pglite:/path or postgres://…, not ${target}`);
}

async function catalogueFacts(db: Database) {
  const hotels = await db.query<{ id: number }>(`SELECT id FROM properties WHERE status = 'active' ORDER BY id`);
  const [nights] = await db.query<{ first_night: string; last_night: string }>(
    `SELECT min(night)::text AS first_night, max(night)::text AS last_night FROM room_nights`,
  );
  if (hotels.length === 0) throw new Error('the database has no properties: seed it first');
  return { hotelIds: hotels.map((row) => row.id), firstNight: nights?.first_night ?? '', lastNight: nights?.last_night ?? '' };
}
