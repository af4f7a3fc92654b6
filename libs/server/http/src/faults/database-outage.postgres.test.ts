import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@stays/api-client';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds, fixtureNightDate } from '@stays/server-catalogue/testing';
import { openDatabase, type Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { DatabaseFaultProxy } from '../testing/database-fault-proxy';
import { bookingBody } from '@stays/server-booking/testing';

// PostgreSQL stops while guests search and book (the API reaches it through a proxy the test takes down and
// brings back). Runs only against a real server (npm run test:pg): PGlite lives inside the process and cannot stop.
const LOAD_BEFORE_CUT_MS = 800;
const OUTAGE_MS = 2_000;
const LOAD_AFTER_RETURN_MS = 5_500;
const WORKERS = 4;
/** What the issue asks: 503 within a second of the database going away, served again within 5 s of its return. */
const ANSWER_WITHIN_MS = 1_000;
const RECOVER_WITHIN_MS = 5_000;

interface Sample {
  kind: 'read' | 'book';
  startedAt: number;
  endedAt: number;
  status: number;
  body: unknown;
  idempotencyKey?: string;
  payload?: unknown;
  /** The guest's address: a retry comes from the same guest (idempotency keys are the caller's own). */
  address?: string;
}

let database: Database;
let apiDatabase: Database;
let proxy: DatabaseFaultProxy;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  const [row] = await database.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env['DATABASE_URL'] ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  proxy = new DatabaseFaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.start();
  apiDatabase = await openDatabase({ url: proxy.urlThrough(url.toString()), maxConnections: 4 });
  app = buildApiServer({ database: apiDatabase, now: () => FIXTURE_NOW, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await apiDatabase?.close();
  await proxy?.stop();
  await database?.close();
});

let sequence = 0;
function nextRequest(): Omit<Sample, 'startedAt' | 'endedAt' | 'status' | 'body'> & { method: 'GET' | 'POST'; url: string } {
  sequence += 1;
  const night = 1 + (sequence % 8);
  if (sequence % 3 !== 0) {
    const stay = `available_room_count[checkin]=${fixtureNightDate(night)}&available_room_count[checkout]=${fixtureNightDate(night + 1)}`;
    return { kind: 'read', method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${stay}&rooms_config=1,2,0,0,0` };
  }
  const payload = bookingBody(
    { checkin: fixtureNightDate(night), checkout: fixtureNightDate(night + 1) },
    { phone: `98${String(10_000_000 + sequence).slice(-8)}`, email: `outage${sequence}@example.com` },
  );
  return { kind: 'book', method: 'POST', url: '/api/pwa/createBooking', payload, idempotencyKey: `outage-${sequence}`, address: `203.0.113.${sequence % 250}` };
}

async function send(request: ReturnType<typeof nextRequest>): Promise<Sample> {
  const startedAt = performance.now();
  const response = await app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload ? { payload: request.payload as Record<string, unknown> } : {}),
    ...(request.idempotencyKey ? { headers: { 'idempotency-key': request.idempotencyKey } } : {}),
    // Guests of their own: the load is not many requests of one guest.
    remoteAddress: request.address ?? `203.0.113.${sequence % 250}`,
  });
  return { ...request, startedAt, endedAt: performance.now(), status: response.statusCode, body: response.json() };
}

async function soldOfBagaClassic(): Promise<Map<string, number>> {
  const rows = await database.query<{ night: string; sold: number }>('SELECT night::text AS night, sold FROM room_nights WHERE room_category_id = $1', [
    fixtureIds.bagaClassic,
  ]);
  return new Map(rows.map((night) => [night.night, night.sold]));
}

describe('PostgreSQL stops under load', () => {
  it('answers 503 within a second, serves again within 5 s of its return, and no booking is lost or half-written', async () => {
    const soldBefore = await soldOfBagaClassic();
    const samples: Sample[] = [];
    const started = performance.now();
    let running = true;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (running) {
        samples.push(await send(nextRequest()));
        // A guest's next tap, not a tight loop: keeps the run's request count (and its retries) modest.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });

    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_CUT_MS));
    const cutAt = performance.now();
    await proxy.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const returnedAt = performance.now();
    await proxy.start();
    await new Promise((resolve) => setTimeout(resolve, LOAD_AFTER_RETURN_MS));
    running = false;
    await Promise.all(workers);

    // Every answer is one the API means: never a 500, every failure in the one error shape.
    for (const sample of samples) {
      expect([200, 201, 409, 503], JSON.stringify(sample.body)).toContain(sample.status);
      if (sample.status >= 400) expect(apiErrorSchema.strict().parse(sample.body).statusCode).toBe(sample.status);
    }
    const beforeCut = samples.filter((sample) => sample.endedAt < cutAt);
    expect(beforeCut.length).toBeGreaterThan(0);
    expect(beforeCut.every((sample) => sample.status < 500)).toBe(true);

    // While it is away: 503 at once (in flight at the cut, or asked during the outage).
    const duringOutage = samples.filter((sample) => sample.endedAt >= cutAt && sample.startedAt < returnedAt);
    expect(duringOutage.length).toBeGreaterThan(WORKERS);
    const slowest = Math.max(...duringOutage.map((sample) => sample.endedAt - Math.max(sample.startedAt, cutAt)));
    expect(slowest).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
    const unavailable = duringOutage.filter((sample) => sample.startedAt > cutAt && sample.endedAt < returnedAt);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((sample) => sample.status === 503)).toBe(true);

    // Back: the first success soon after the return, and nothing but successes (or sold out) once recovered.
    const firstServed = samples.find((sample) => sample.startedAt >= returnedAt && sample.status < 500);
    const recoveredIn = (firstServed?.endedAt ?? Number.POSITIVE_INFINITY) - returnedAt;
    expect(recoveredIn).toBeLessThanOrEqual(RECOVER_WITHIN_MS);
    const afterRecovery = samples.filter((sample) => sample.startedAt >= returnedAt + RECOVER_WITHIN_MS);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.every((sample) => sample.status < 500)).toBe(true);

    // A guest told 503 books again with the same key: the booking is made once, or found if it had been.
    const retried: Sample[] = [];
    for (const sample of samples.filter((candidate) => candidate.kind === 'book' && candidate.status === 503)) {
      retried.push(
        await send({
          kind: 'book',
          method: 'POST',
          url: '/api/pwa/createBooking',
          payload: sample.payload,
          idempotencyKey: sample.idempotencyKey,
          address: sample.address,
        }),
      );
    }
    expect(retried.every((sample) => sample.status === 201 || sample.status === 409)).toBe(true);

    const told = [...samples, ...retried]
      .filter((sample) => sample.kind === 'book' && sample.status === 201)
      .map((sample) => (sample.body as { invoice_no: string }).invoice_no);
    const stored = await database.query<{ invoice_no: string; checkin: string; checkout: string; rooms: number }>(
      `SELECT invoice_no, checkin::text AS checkin, checkout::text AS checkout, rooms FROM bookings WHERE room_category_id = $1`,
      [fixtureIds.bagaClassic],
    );
    expect(new Set(told)).toEqual(new Set(stored.map((booking) => booking.invoice_no)));

    // Each stored booking took its nights, and no night was taken without a booking.
    const soldAfter = await soldOfBagaClassic();
    for (const [night, sold] of soldAfter) {
      const booked = stored.filter((booking) => booking.checkin <= night && night < booking.checkout).reduce((sum, booking) => sum + booking.rooms, 0);
      expect(sold - (soldBefore.get(night) ?? 0), night).toBe(booked);
    }
    // No request left claimed without its answer (a retry would wait on it for ever).
    const unanswered = await database.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE response_status IS NULL');
    expect(unanswered).toEqual([]);

    console.info(
      `database outage: ${samples.length} requests in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${duringOutage.length} during the outage, slowest answer ${slowest.toFixed(0)} ms; served again ${recoveredIn.toFixed(0)} ms after the return; ` +
        `${retried.length} bookings retried after a 503, ${told.length} bookings stored`,
    );
  }, 60_000);
});
