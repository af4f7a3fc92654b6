/**
 * Booking creation benchmark, on demand (not part of the test suite), on a throw-away PostgreSQL:
 *   node tools/scripts/with-postgres.mjs npx tsx tools/bench/src/booking.bench.ts [--calls 800] [--concurrency 16]
 * (without DATABASE_URL it runs on embedded PGlite). Each call is a real POST createBooking over HTTP (127.0.0.1,
 * keep-alive) with its own Idempotency-Key, pay at the property, on the catalogue fixture's rooms:
 *   - plenty: every night has rooms to spare — raw throughput and latency;
 *   - scarce: every night has 3 rooms left — most calls race for the last rooms and get 409.
 * After each phase it checks that no night's sold count exceeds its total and that sold equals the rooms of the
 * confirmed bookings (oversell = 0). Figures go to tools/bench/results/booking-<driver>.json and stdout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApiServer } from '@stays/server-http';
import { mulberry32 } from '@stays/seed-data';
import { latencyStats, timeTasks, type LatencyStats } from './latency-stats';
import { createCatalogueTestDatabase, FIXTURE_NIGHTS, FIXTURE_NOW, fixtureNightDate } from '@stays/server-catalogue/testing';
import { bookingBody } from '@stays/server-booking/testing';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '800' }, concurrency: { type: 'string', default: '16' }, seed: { type: 'string', default: '7' } },
});
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);

/** Categories of the fixture's hotels that take a two-adult room, with their hotel. */
const CATEGORIES = [
  { hotelId: 101, categoryId: 1001 },
  { hotelId: 101, categoryId: 1002 },
  { hotelId: 102, categoryId: 1021 },
  { hotelId: 105, categoryId: 1051 },
];

interface PhaseResult {
  phase: string;
  latency: LatencyStats;
  booked: number;
  refused: number;
  failed: number;
  oversoldNights: number;
  soldMismatch: number;
}

const database = await createCatalogueTestDatabase();
const app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, payments: { holdSweepSeconds: 0 } });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
try {
  const results = [await phase('plenty', 1_000_000), await phase('scarce', 3)];
  console.log(`${database.driver}, ${calls} createBooking calls per phase, ${concurrency} concurrent clients`);
  console.table(
    results.map((result) => ({
      phase: result.phase,
      ...result.latency,
      booked: result.booked,
      refused409: result.refused,
      failed: result.failed,
      oversoldNights: result.oversoldNights,
      soldMismatch: result.soldMismatch,
    })),
  );
  const out = resolve(dirname(fileURLToPath(import.meta.url)), `../results/booking-${database.driver}.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ driver: database.driver, calls, concurrency, results }, null, 2));
  if (results.some((result) => result.oversoldNights > 0 || result.soldMismatch > 0 || result.failed > 0)) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}

async function phase(name: string, roomsLeft: number): Promise<PhaseResult> {
  await database.query('UPDATE room_nights SET sold = 0, total = $1', [roomsLeft]);
  await database.query('DELETE FROM outbox_messages');
  await database.query('DELETE FROM idempotency_keys');
  await database.query('DELETE FROM bookings');
  const random = mulberry32(Number(values.seed));
  const statuses: number[] = [];
  const tasks = Array.from({ length: calls }, (_, index) => {
    const category = CATEGORIES[Math.floor(random() * CATEGORIES.length)] ?? CATEGORIES[0];
    const first = 1 + Math.floor(random() * (FIXTURE_NIGHTS - 3));
    const nights = 1 + Math.floor(random() * 2);
    const body = bookingBody({
      hotel_id: category?.hotelId,
      room_category_id: category?.categoryId,
      checkin: fixtureNightDate(first),
      checkout: fixtureNightDate(first + nights),
    });
    return async () => {
      const response = await fetch(`${address}/api/pwa/createBooking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${name}-${index}-${Date.now()}` },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    };
  });
  const { durations, wallClockMs } = await timeTasks(tasks, concurrency);
  const [check] = await database.query<{ oversold: number; mismatch: number }>(
    `SELECT (SELECT count(*)::int FROM room_nights WHERE sold > total) AS oversold,
            (SELECT count(*)::int FROM room_nights rn WHERE rn.sold <> (
               SELECT coalesce(sum(b.rooms), 0) FROM bookings b
                WHERE b.room_category_id = rn.room_category_id AND b.state <> 'cancelled' AND rn.night >= b.checkin AND rn.night < b.checkout)) AS mismatch`,
  );
  return {
    phase: name,
    latency: latencyStats(durations, wallClockMs),
    booked: statuses.filter((status) => status === 201).length,
    refused: statuses.filter((status) => status === 409).length,
    failed: statuses.filter((status) => status !== 201 && status !== 409).length,
    oversoldNights: check?.oversold ?? -1,
    soldMismatch: check?.mismatch ?? -1,
  };
}
