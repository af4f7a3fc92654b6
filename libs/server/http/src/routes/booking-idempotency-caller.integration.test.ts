import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE, apiErrorSchema, createBookingReplySchema } from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { bookingBody } from '@stays/server-booking/testing';

// An Idempotency-Key is the caller's (issue 17: a signed-in guest's key and body, replayed without a session,
// answered that booking and its token). A replay by another caller is refused and shows nothing of the booking;
// the caller's own retry still answers the one booking.
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'i'.repeat(40) });
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, accounts, payments: { holdSweepSeconds: 0 } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signedInGuest(phone: string): Promise<Record<string, string>> {
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, 'Asha') RETURNING id`, [phone]);
  const session = await startSession(database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) };
}

function book(payload: object, key: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { ...headers, 'idempotency-key': key }, payload });
}

function expectNothingShown(response: { statusCode: number; body: string; json: () => unknown }, booking: { invoice_no: string; token: string }) {
  expect(response.statusCode, response.body).toBe(422);
  expect(apiErrorSchema.parse(response.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
  expect(response.body).not.toContain(booking.invoice_no);
  expect(response.body).not.toContain(booking.token);
}

describe('an Idempotency-Key belongs to the caller who sent it first', () => {
  it('a signed-in guest’s key and body, replayed without their session or by another account, show neither the booking nor its token', async () => {
    const guest = await signedInGuest('9811100001');
    const body = bookingBody({ checkin: '2026-03-12', checkout: '2026-03-13' });
    const first = await book(body, 'caller-key-0001', { ...guest, 'x-forwarded-for': '198.51.100.1' });
    expect(first.statusCode, first.body).toBe(201);
    const booking = createBookingReplySchema.parse(first.json());

    expectNothingShown(await book(body, 'caller-key-0001', { 'x-forwarded-for': '198.51.100.1' }), booking);
    expectNothingShown(await book(body, 'caller-key-0001', { 'x-forwarded-for': '203.0.113.66' }), booking);
    expectNothingShown(await book(body, 'caller-key-0001', { ...(await signedInGuest('9811100002')), 'x-forwarded-for': '203.0.113.66' }), booking);

    // The guest's own retry, even from another network, is the same booking.
    const retried = await book(body, 'caller-key-0001', { ...guest, 'x-forwarded-for': '198.51.100.77' });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(createBookingReplySchema.parse(retried.json())).toMatchObject({ invoice_no: booking.invoice_no, token: booking.token });
    const [count] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    expect(count?.n).toBe(1);
  });

  it('an anonymous guest’s key replayed from another address shows nothing; from the guest’s address it replays', async () => {
    const body = bookingBody({ checkin: '2026-03-13', checkout: '2026-03-14' });
    const first = await book(body, 'caller-key-0002', { 'x-forwarded-for': '198.51.100.2' });
    expect(first.statusCode, first.body).toBe(201);
    const booking = createBookingReplySchema.parse(first.json());

    expectNothingShown(await book(body, 'caller-key-0002', { 'x-forwarded-for': '203.0.113.67' }), booking);
    expectNothingShown(await book(body, 'caller-key-0002', { ...(await signedInGuest('9811100003')), 'x-forwarded-for': '198.51.100.2' }), booking);

    const retried = await book(body, 'caller-key-0002', { 'x-forwarded-for': '198.51.100.2' });
    expect(retried.statusCode).toBe(201);
    expect(createBookingReplySchema.parse(retried.json())).toMatchObject({ invoice_no: booking.invoice_no, token: booking.token });
  });
});
