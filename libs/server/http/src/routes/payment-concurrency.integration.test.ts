import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBookingReplySchema, type CreateBookingReply } from '@stays/api-client';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { bookingBody, openSameDatabasePool } from '@stays/server-booking/testing';

// Correctness under load for online payment: one API on PGlite; on PostgreSQL two, each with its own pool (two processes).
let database: Database;
let secondPool: Database | null;
let apps: FastifyInstance[];

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  secondPool = await openSameDatabasePool(database);
  apps = [database, ...(secondPool ? [secondPool] : [])].map((pool) =>
    buildApiServer({ database: pool, now: () => FIXTURE_NOW, logger: false, payments: { holdSweepSeconds: 0, webhookSecret: 'shared-secret' } }),
  );
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
  await secondPool?.close();
  await database?.close();
});

const api = (index: number): FastifyInstance => {
  const app = apps[index % apps.length];
  if (!app) throw new Error('the API is built in beforeAll');
  return app;
};

async function soldOn(night: string): Promise<number> {
  const [row] = await database.query<{ sold: number; total: number }>('SELECT sold FROM room_nights WHERE room_category_id = $1 AND night = $2', [
    fixtureIds.bagaSuite,
    night,
  ]);
  return row?.sold ?? -1;
}

describe('online bookings racing for the last rooms', () => {
  it('holds exactly K of 16 racing online bookings; paying each twice from both processes charges each once', async () => {
    // The Suite has 2 rooms a night: K = 2.
    const requests = Array.from({ length: 16 }, (_, index) =>
      api(index).inject({
        method: 'POST',
        url: '/api/pwa/createBooking',
        headers: { 'idempotency-key': `race-online-${index}` },
        payload: bookingBody({ payment_mode: 'online', room_category_id: fixtureIds.bagaSuite, checkin: '2026-03-16', checkout: '2026-03-18' }),
      }),
    );
    const responses = await Promise.all(requests);
    const held: CreateBookingReply[] = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => createBookingReplySchema.parse(response.json()));
    expect(held).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(14);
    expect(await soldOn('2026-03-16')).toBe(2);
    expect(await soldOn('2026-03-17')).toBe(2);

    // Each guest double-clicks Pay, the two clicks landing on the two processes at once.
    await Promise.all(
      held.flatMap((booking) =>
        [0, 1].map((index) =>
          api(index).inject({
            method: 'POST',
            url: booking.redirectUrl ?? '',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ mode: 'CC', card_number: '4111 1111 1111 1111' }).toString(),
          }),
        ),
      ),
    );
    for (const booking of held) {
      const [row] = await database.query<{ state: string; amount_paid: number; orders: number; paid: number }>(
        `SELECT b.state, b.amount_paid, (SELECT count(*)::int FROM payment_orders o WHERE o.booking_id = b.id) AS orders,
                (SELECT count(*)::int FROM payment_orders o WHERE o.booking_id = b.id AND o.status = 'paid') AS paid
           FROM bookings b WHERE b.id = $1`,
        [booking.id],
      );
      expect(row).toEqual({ state: 'confirmed', amount_paid: booking.payable_amount, orders: 1, paid: 1 });
    }
    const [events] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_events`);
    expect(events?.n).toBe(2);
    expect(await soldOn('2026-03-16')).toBe(2);
  });
});
