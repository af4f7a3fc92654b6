import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bookingSchema, type Booking } from '@stays/api-client';
import { GUESS_LIMITS, readAccountsConfig } from '@stays/server-accounts';
import { createCatalogueTestDatabase, FIXTURE_NIGHTS, FIXTURE_NOW, fixtureIds, fixtureNightDate } from '@stays/server-catalogue/testing';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { bookingBody, openSameDatabasePool } from '@stays/server-booking/testing';

// A booking proven by its guest's phone can be guessed at, whichever call proves it (issue 17: estimateCharge,
// createTransaction and save-card had no limit). Every such call shares the booking lookup's guess limit: per
// booking at an address, with back-off, and right phones do not count. On PostgreSQL the calls alternate between
// two API processes.
let database: Database;
let secondPool: Database | null;
let apps: FastifyInstance[];
let clock = FIXTURE_NOW;
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'p'.repeat(40) });

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  secondPool = await openSameDatabasePool(database);
  apps = [database, ...(secondPool ? [secondPool] : [])].map((pool) =>
    buildApiServer({ database: pool, now: () => clock, logger: false, accounts, payments: { holdSweepSeconds: 0 } }),
  );
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
  await secondPool?.close();
  await database?.close();
});

const api = (index = 0) => apps[index % apps.length] as FastifyInstance;
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const GUEST_PHONE = '9876543210';
const wrongPhone = (attempt: number) => String(9_000_000_001 + attempt);
let sequence = 0;
const newKey = () => `phone-proof-${(sequence += 1)}`;

let bookingsMade = 0;
/** A one-night pay-at-hotel booking, each on the next of the fixture's nights (they have rooms for dozens). */
async function newBooking(): Promise<Booking> {
  const night = 1 + (bookingsMade++ % (FIXTURE_NIGHTS - 1));
  const [checkin, checkout] = [fixtureNightDate(night), fixtureNightDate(night + 1)];
  const response = await api().inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { 'idempotency-key': newKey(), 'x-forwarded-for': '198.51.100.250' },
    payload: bookingBody({ checkin, checkout, rooms_config: '1,1,0,0,0' }, { phone: GUEST_PHONE }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return bookingSchema.parse(response.json());
}

/** Every call that proves a booking by a phone, as a guest without its token sends it. */
const phoneProofCalls: Record<string, (invoiceNo: string, phone: string) => InjectOptions> = {
  'GET booking': (id, phone) => ({ method: 'GET', url: `/api/pwa/booking/${id}?phone=${phone}` }),
  'GET applicable_cancellation_charge': (id, phone) => ({
    method: 'GET',
    url: `/api/pwa/bookingCancellationReasons/${id}/applicable_cancellation_charge?user_phone=${phone}`,
  }),
  'PATCH bookingcancellation': (id, phone) => ({
    method: 'PATCH',
    url: '/api/pwa/bookingcancellation',
    payload: { booking: { id, status: 'cancelled' }, user_phone: phone, cancellation_reason: 1 },
  }),
  'POST estimate_v2': (id, phone) => ({
    method: 'POST',
    url: `/api/pwa/estimateCharge/${id}/estimate_v2`,
    payload: { checkin: '2026-03-15', checkout: '2026-03-16', user_phone: phone },
  }),
  'POST createTransaction': (id, phone) => ({
    method: 'POST',
    url: '/api/pwa/createTransaction',
    payload: { invoice_no: id, transaction: { amount: 100_000 }, user_phone: phone },
  }),
  'POST save-card': (id, phone) => ({ method: 'POST', url: `/api/pwa/booking/${id}/save-card`, payload: { invoice_no: id, user_phone: phone } }),
  'DELETE removecard': (id, phone) => ({ method: 'DELETE', url: '/api/pwa/removecard', payload: { invoice_no: id, card_id: 1, user_phone: phone } }),
  'POST createBooking (date change)': (id, phone) => ({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { 'idempotency-key': newKey() },
    payload: {
      ...bookingBody({ checkin: '2026-03-15', checkout: '2026-03-16' }),
      request_type: 'REBOOKING',
      re_booking: { requestType: 'DATE_CHANGE', old_invoice_no: id, checkin: '2026-03-15', checkout: '2026-03-16', user_phone: phone },
    },
  }),
  'POST createBooking (property change)': (id, phone) => ({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { 'idempotency-key': newKey() },
    payload: {
      ...bookingBody(
        { hotel_id: fixtureIds.goaPalms, room_category_id: fixtureIds.palmsStandard, checkin: '2026-03-15', checkout: '2026-03-16', old_invoice_no: id },
        { phone },
      ),
      request_type: 'PROPERTY_CHANGE',
    },
  }),
};
const callNames = Object.keys(phoneProofCalls);

function send(name: string, invoiceNo: string, phone: string, address: string, attempt = 0) {
  const call = phoneProofCalls[name];
  if (!call) throw new Error(`no call ${name}`);
  const options = call(invoiceNo, phone);
  return api(attempt).inject({ ...options, headers: { ...(options.headers ?? {}), 'x-forwarded-for': address } });
}

const FREE = GUESS_LIMITS.bookingLookupPerBookingAtAddress.freeGuesses;

describe('every call that proves a booking by its phone', () => {
  it.each(callNames)('%s: stops wrong phones from one address, and then refuses the right one too', async (name) => {
    const booking = await newBooking();
    const address = `192.0.2.${callNames.indexOf(name) + 1}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FREE; attempt += 1) statuses.push((await send(name, booking.invoice_no, wrongPhone(attempt), address, attempt)).statusCode);
    expect(statuses).toEqual(Array(FREE).fill(404));
    const right = await send(name, booking.invoice_no, GUEST_PHONE, address);
    expect(right.statusCode, right.body).toBe(429);
    expect(right.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts wrong phones together, whichever of the calls they come through', async () => {
    const booking = await newBooking();
    const address = '192.0.2.100';
    for (let attempt = 0; attempt < FREE; attempt += 1) {
      const name = callNames[attempt % callNames.length] ?? 'GET booking';
      expect((await send(name, booking.invoice_no, wrongPhone(attempt), address, attempt)).statusCode, name).toBe(404);
    }
    for (const name of callNames) expect((await send(name, booking.invoice_no, GUEST_PHONE, address)).statusCode, name).toBe(429);
  });

  it('never locks the guest out: from their own address they still look the booking up and cancel it', async () => {
    const booking = await newBooking();
    for (let attempt = 0; attempt <= FREE; attempt += 1) await send('GET booking', booking.invoice_no, wrongPhone(attempt), '192.0.2.110', attempt);
    expect((await send('GET booking', booking.invoice_no, GUEST_PHONE, '192.0.2.110')).statusCode).toBe(429);

    expect((await send('GET booking', booking.invoice_no, GUEST_PHONE, '192.0.2.111')).statusCode).toBe(200);
    const cancelled = await send('PATCH bookingcancellation', booking.invoice_no, GUEST_PHONE, '192.0.2.111');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('does not count right phones: a guest looks their bookings up again and again, mistyping now and then', async () => {
    const booking = await newBooking();
    const address = '192.0.2.120';
    const statuses: number[] = [];
    for (let round = 0; round < GUESS_LIMITS.bookingLookupPerAddress.freeGuesses + 10; round += 1) {
      if (round % 3 === 0) statuses.push((await send('GET booking', booking.invoice_no, wrongPhone(round), address, round)).statusCode);
      statuses.push((await send('GET booking', booking.invoice_no, GUEST_PHONE, address, round)).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });

  it('backs off instead of locking out: each further guess waits twice as long as the one before', async () => {
    const booking = await newBooking();
    const address = '192.0.2.130';
    for (let attempt = 0; attempt < FREE; attempt += 1) await send('POST estimate_v2', booking.invoice_no, wrongPhone(attempt), address, attempt);
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await send('POST estimate_v2', booking.invoice_no, wrongPhone(round), address, round);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      later(waits.at(-1) ?? 0);
      expect((await send('POST estimate_v2', booking.invoice_no, wrongPhone(round), address, round)).statusCode).toBe(404);
    }
    const first = GUESS_LIMITS.bookingLookupPerBookingAtAddress.firstWaitSeconds;
    expect(waits).toEqual([first, first * 2, first * 4]);
    later(first * 8);
    expect((await send('POST estimate_v2', booking.invoice_no, GUEST_PHONE, address)).statusCode).toBe(200);
  });
});
