import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { apiErrorSchema, createBookingReplySchema, searchResponseSchema } from '@stays/api-client';
import { STALENESS_BOUND_MS } from '@stays/server-catalogue';
import { createCatalogueTestDatabase, fixtureIds } from '@stays/server-catalogue/testing';
import type { Database } from '@stays/server-db';
import { extendInventory } from '@stays/seed-data';
import { bookingBody } from '@stays/server-booking/testing';

// Two real API processes (main.ts, as deployed) on one PostgreSQL database: racing over HTTP for the last rooms of a
// night, and each following the other's bookings in the catalogue it keeps in memory. PostgreSQL only (a
// *.postgres.test.ts): on PGlite one process owns its database, and the same race and change feed are proven in
// process (booking-routes and catalogue-index integration tests) without paying for a process that compiles the API.
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const SEED = 42;
const LAST_ROOMS = 3;
const RACERS = 24;
const ROOMS_IN_CATEGORY = 10;
/** A night a week ahead of the real clock (the processes run on it), in the inventory the test rolls on. */
const NIGHT = DateTime.utc().plus({ days: 7 }).toISODate() ?? '';
const MORNING_AFTER = DateTime.utc().plus({ days: 8 }).toISODate() ?? '';
/** A night two weeks ahead on which Baga Beach has one room left, of one category: the last booking takes it from search. */
const LAST_ROOM_NIGHT = DateTime.utc().plus({ days: 14 }).toISODate() ?? '';
const LAST_ROOM_MORNING = DateTime.utc().plus({ days: 15 }).toISODate() ?? '';

/** The test's own pool on the database both processes share. */
let database: Database | null = null;
let databaseUrl: string | undefined;
const processes: ChildProcess[] = [];
let baseUrls: string[] = [];

/** The children never outlive the test run, whatever ends it. */
const killAll = () => processes.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
process.once('exit', killAll);

beforeAll(async () => {
  database = await prepareDatabase();
  baseUrls = await Promise.all([startApiProcess(), startApiProcess()]);
  await Promise.all(baseUrls.map(waitUntilReady));
}, 90_000);

afterAll(async () => {
  await Promise.all(processes.map(stopProcess));
  await database?.close();
});

/**
 * Migrated, the catalogue fixture in, its inventory rolled on a year ahead as a process does at boot (so neither
 * process has any to add while the other starts), and exactly LAST_ROOMS left on NIGHT.
 */
async function prepareDatabase(): Promise<Database> {
  const prepared = await createCatalogueTestDatabase();
  const [row] = await prepared.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env['DATABASE_URL'] ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  databaseUrl = url.toString();
  await extendInventory(prepared, { seed: SEED, untilDate: DateTime.utc().plus({ days: 366 }).toISODate() ?? '' });
  const updated = await prepared.query(
    'UPDATE room_nights SET total = $3::int, sold = $3::int - $4::int, min_stay = 1 WHERE room_category_id = $1 AND night = $2::date RETURNING night',
    [fixtureIds.bagaClassic, NIGHT, ROOMS_IN_CATEGORY, LAST_ROOMS],
  );
  expect(updated).toHaveLength(1);
  await prepared.query('UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = $2::date', [fixtureIds.bagaSuite, LAST_ROOM_NIGHT]);
  await prepared.query('UPDATE room_nights SET total = 1, sold = 0, min_stay = 1 WHERE room_category_id = $1 AND night = $2::date', [
    fixtureIds.bagaClassic,
    LAST_ROOM_NIGHT,
  ]);
  return prepared;
}

/** `node --import tsx apps/api/src/main.ts` on a free port; resolves with its address once it listens. */
function startApiProcess(): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // Both processes sign booking links with the same key, as production requires.
    BOOKING_TOKEN_SECRET: 'two-processes-test-secret-of-32-characters',
    DATABASE_URL: databaseUrl ?? '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  processes.push(child);
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return new Promise((resolveUrl, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const listening = /API listening on (http:\/\/[\d.]+:\d+)/.exec(line);
      if (listening?.[1]) resolveUrl(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the API process exited with ${code} before listening:\n${errors.join('')}`)));
  });
}

async function waitUntilReady(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl}/readyz`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${baseUrl}/readyz never answered 200`);
}

/** SIGTERM (the process closes its server and database), SIGKILL if it has not exited within 5 s. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

const title = `two API processes on one PostgreSQL confirm exactly ${LAST_ROOMS} of ${RACERS} bookings racing for the last ${LAST_ROOMS} rooms`;
const searchTitle = `a room booked through one process leaves the other process's search within ${STALENESS_BOUND_MS} ms (each keeps the catalogue in memory)`;

describe("search served from each process's memory follows bookings", () => {
  it(searchTitle, async () => {
    const [booker, searcher] = [baseUrls[0], baseUrls[1]];
    const searchUrl = `${searcher}/api/pwa/search?filters[city_id]=${fixtureIds.goa}&available_room_count[checkin]=${LAST_ROOM_NIGHT}&available_room_count[checkout]=${LAST_ROOM_MORNING}&rooms_config=1,2,0,0,0`;
    const bagaOffered = async () => {
      const reply = searchResponseSchema.parse(await (await fetch(searchUrl)).json());
      return reply.hotels.some((hotel) => hotel.id === fixtureIds.bagaBeach);
    };
    expect(await bagaOffered()).toBe(true);

    const booked = await fetch(`${booker}/api/pwa/createBooking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'two-processes-last-room' },
      body: JSON.stringify(bookingBody({ checkin: LAST_ROOM_NIGHT, checkout: LAST_ROOM_MORNING }, { phone: '9876512345' })),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const bookedAt = performance.now();
    while (await bagaOffered()) {
      expect(performance.now() - bookedAt).toBeLessThan(STALENESS_BOUND_MS);
      await new Promise((wait) => setTimeout(wait, 20));
    }
    expect(performance.now() - bookedAt).toBeLessThan(STALENESS_BOUND_MS);
  });
});

describe('real API processes racing for the last rooms of a night', () => {
  it(title, async () => {
    const responses = await Promise.all(
      Array.from({ length: RACERS }, async (_, index) => {
        const response = await fetch(`${baseUrls[index % 2]}/api/pwa/createBooking`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `two-processes-${index}` },
          body: JSON.stringify(bookingBody({ checkin: NIGHT, checkout: MORNING_AFTER }, { phone: `98765${String(index).padStart(5, '0')}` })),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );

    const confirmed = responses.filter((response) => response.status === 201).map((response) => createBookingReplySchema.parse(response.body));
    expect(confirmed, JSON.stringify(responses.filter((response) => ![201, 409].includes(response.status)))).toHaveLength(LAST_ROOMS);
    expect(new Set(confirmed.map((booking) => booking.id)).size).toBe(LAST_ROOMS);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(RACERS - LAST_ROOMS);
    for (const response of refused) {
      expect(apiErrorSchema.strict().parse(response.body)).toEqual({
        statusCode: 409,
        code: 'ROOMS_UNAVAILABLE',
        message: 'Classic is no longer available for every night of this stay',
      });
    }

    const after = database as Database;
    const [night] = await after.query<{ sold: number; total: number }>('SELECT sold, total FROM room_nights WHERE room_category_id = $1 AND night = $2', [
      fixtureIds.bagaClassic,
      NIGHT,
    ]);
    expect(night).toEqual({ sold: ROOMS_IN_CATEGORY, total: ROOMS_IN_CATEGORY });
    const [oversold] = await after.query<{ n: number }>('SELECT count(*)::int AS n FROM room_nights WHERE sold > total');
    expect(oversold?.n).toBe(0);
    const [bookings] = await after.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE state = 'confirmed' AND checkin = $1`, [NIGHT]);
    expect(bookings?.n).toBe(LAST_ROOMS);
  });
});
