import { beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  bookingSchema,
  bookingTabsReplySchema,
  createBookingReplySchema,
  type CreateBookingBody,
  type CreateBookingReply,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { bookingBody } from '@stays/server-booking/testing';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

// PUT bookings/{id}/modify, PUT updateBooking/{invoiceNo}, POST bookingmodification and the tabs of "my bookings".
const accounts = readAccountsConfig({});
const api = apiOnFixture({ accounts, payments: { holdSweepSeconds: 0 } }, seedUsers);
let asha: Record<string, string>;
let ravi: Record<string, string>;
let ashaId = 0;
let raviId = 0;

async function seedUsers(database: Database): Promise<void> {
  const rows = await database.query<{ id: number }>(
    `INSERT INTO users (country_code, phone, first_name) VALUES ('+91', '9876543210', 'Asha'), ('+91', '9812345678', 'Ravi') RETURNING id`,
  );
  ashaId = rows[0]?.id ?? 0;
  raviId = rows[1]?.id ?? 0;
}

beforeAll(async () => {
  asha = await signedIn(ashaId);
  ravi = await signedIn(raviId);
});

async function signedIn(userId: number): Promise<Record<string, string>> {
  const session = await startSession(api.database, { userId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) };
}

let keys = 0;
const newKey = () => `modify-key-${(keys += 1)}-${Date.now()}`;

async function book(body: CreateBookingBody, headers: Record<string, string> = {}): Promise<CreateBookingReply> {
  const response = await api.app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { ...headers, 'idempotency-key': newKey() }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return createBookingReplySchema.parse(response.json());
}

async function stored(invoiceNo: string) {
  const [row] = await api.database.query<{ guest_name: string; guest_email: string; state: string; checkin: string; no_of_guest: number }>(
    `SELECT guest_name, guest_email, state, to_char(checkin, 'YYYY-MM-DD') AS checkin, no_of_guest FROM bookings WHERE invoice_no = $1`,
    [invoiceNo],
  );
  return row;
}

async function bookingCount(): Promise<number> {
  const [row] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
  return row?.n ?? -1;
}

async function soldOn(roomCategoryId: number, night: string): Promise<number> {
  const [row] = await api.database.query<{ sold: number }>('SELECT sold FROM room_nights WHERE room_category_id = $1 AND night = $2', [roomCategoryId, night]);
  return row?.sold ?? -1;
}

function modify(invoiceNo: string, payload: object, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'PUT', url: `/api/pwa/bookings/${invoiceNo}/modify`, headers, payload });
}

function expectError(response: { statusCode: number; json(): unknown }, statusCode: number, code: string) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toMatchObject({ statusCode, code, message: expect.any(String) });
}

describe('PUT bookings/{id}/modify', () => {
  it("changes the guest's name and e-mail by the booking's token, checked as the contact form checks them", async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-10', checkout: '2026-03-11' }));
    const changed = await modify(booking.invoice_no, { token: booking.token, guest: { name: 'Asha Rao', email: 'asha.rao@example.com' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const reply = createBookingReplySchema.parse(changed.json());
    expect(reply).toMatchObject({ invoice_no: booking.invoice_no, guest: { name: 'Asha Rao', email: 'asha.rao@example.com' }, redirectUrl: null });

    // A one-word name is refused as sign-up and the contact form refuse it; nothing is written.
    expectError(await modify(booking.invoice_no, { token: booking.token, guest: { name: 'Asha', email: 'other@example.com' } }), 400, 'VALIDATION_ERROR');
    expectError(await modify(booking.invoice_no, { token: booking.token, guest: { email: 'not-an-email' } }), 400, 'VALIDATION_ERROR');
    expectError(await modify(booking.invoice_no, { token: booking.token }), 400, 'VALIDATION_ERROR');
    expect(await stored(booking.invoice_no)).toMatchObject({ guest_name: 'Asha Rao', guest_email: 'asha.rao@example.com' });

    // A wrong token or phone is the same 404 as a booking that does not exist.
    expectError(await modify(booking.invoice_no, { token: 'forged', guest: { name: 'Eve Mallory' } }), 404, 'BOOKING_NOT_FOUND');
    expectError(await modify(booking.invoice_no, { user_phone: '9999999999', guest: { name: 'Eve Mallory' } }), 404, 'BOOKING_NOT_FOUND');
  });

  it('moves the stay to new dates through the DATE_CHANGE rebooking, once per Idempotency-Key; without a key nothing moves', async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-11', checkout: '2026-03-12' }));
    const before = {
      count: await bookingCount(),
      oldNight: await soldOn(fixtureIds.bagaClassic, '2026-03-11'),
      newNight: await soldOn(fixtureIds.bagaClassic, '2026-03-13'),
    };

    expectError(await modify(booking.invoice_no, { user_phone: '9876543210', checkin: '2026-03-13', checkout: '2026-03-14' }), 400, 'VALIDATION_ERROR');
    expect(await bookingCount()).toBe(before.count);
    expect(await soldOn(fixtureIds.bagaClassic, '2026-03-11')).toBe(before.oldNight);

    const key = newKey();
    const payload = { user_phone: '9876543210', checkin: '2026-03-13', checkout: '2026-03-14', guest: { email: 'asha.new@example.com' } };
    const moved = await modify(booking.invoice_no, payload, { 'idempotency-key': key });
    expect(moved.statusCode, moved.body).toBe(200);
    const replacement = createBookingReplySchema.parse(moved.json());
    expect(replacement).toMatchObject({
      checkin: '2026-03-13',
      checkout: '2026-03-14',
      request_type: 'DATE_CHANGE',
      replaces_invoice_no: booking.invoice_no,
      guest: { email: 'asha.new@example.com' },
    });
    expect(replacement.invoice_no).not.toBe(booking.invoice_no);
    expect(await stored(booking.invoice_no)).toMatchObject({ state: 'cancelled' });
    expect(await soldOn(fixtureIds.bagaClassic, '2026-03-11')).toBe(before.oldNight - 1);
    expect(await soldOn(fixtureIds.bagaClassic, '2026-03-13')).toBe(before.newNight + 1);

    const again = await modify(booking.invoice_no, payload, { 'idempotency-key': key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(createBookingReplySchema.parse(again.json()).invoice_no).toBe(replacement.invoice_no);
    expect(await bookingCount()).toBe(before.count + 1);

    // The replaced booking is closed: it cannot be changed again.
    expectError(
      await modify(booking.invoice_no, { token: booking.token, checkin: '2026-03-16', checkout: '2026-03-17' }, { 'idempotency-key': newKey() }),
      409,
      'BOOKING_NOT_MODIFIABLE',
    );
  });

  it('changes the guests: more than the room takes is refused with nothing written, the Suite takes three', async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-12', checkout: '2026-03-13' }));
    const count = await bookingCount();
    const tooMany = await modify(booking.invoice_no, { token: booking.token, guests_config: '1,3,0,0,0' }, { 'idempotency-key': newKey() });
    expectError(tooMany, 409, 'ROOMS_UNAVAILABLE');
    expect(await bookingCount()).toBe(count);
    expect(await stored(booking.invoice_no)).toMatchObject({ state: 'confirmed', no_of_guest: 2 });
    expectError(await modify(booking.invoice_no, { token: booking.token, guests_config: 'three' }), 400, 'VALIDATION_ERROR');

    const upgraded = await modify(
      booking.invoice_no,
      { token: booking.token, guests_config: '1,3,0,0,0', room_category_id: fixtureIds.bagaSuite },
      { 'idempotency-key': newKey() },
    );
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(createBookingReplySchema.parse(upgraded.json())).toMatchObject({
      no_of_guest: 3,
      room_category: { id: fixtureIds.bagaSuite },
      booking_rooms: [{ no_of_adults: 3 }],
    });
  });

  it("lets the signed-in owner change their booking with the session's anti-forgery token, and nobody else's", async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-14', checkout: '2026-03-15' }), asha);
    const owner = await modify(booking.invoice_no, { guest: { name: 'Asha Verma Rao' } }, asha);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(bookingSchema.parse(owner.json()).guest.name).toBe('Asha Verma Rao');

    const { [CSRF_HEADER]: _csrf, ...cookieOnly } = asha;
    expectError(await modify(booking.invoice_no, { guest: { name: 'Forged Name' } }, cookieOnly), 403, 'CSRF_TOKEN_INVALID');
    expectError(await modify(booking.invoice_no, { guest: { name: 'Ravi Kumar' } }, ravi), 404, 'BOOKING_NOT_FOUND');
    expectError(await modify(booking.invoice_no, { guest: { name: 'Anon Ymous' } }), 400, 'VALIDATION_ERROR');
    expect(await stored(booking.invoice_no)).toMatchObject({ guest_name: 'Asha Verma Rao' });
  });
});

describe('PUT updateBooking/{invoiceNo}', () => {
  it('needs the signed-in owner, their user_id and the website the booking was made on', async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-15', checkout: '2026-03-16' }), asha);
    const update = (payload: object, headers: Record<string, string>) =>
      api.app.inject({ method: 'PUT', url: `/api/pwa/updateBooking/${booking.invoice_no}`, headers, payload });
    const body = { user_id: ashaId, website: 'localhost', guest: { name: 'Asha Iyer' } };

    expectError(await update(body, {}), 401, 'UNAUTHORIZED');
    expectError(await update({ ...body, user_id: raviId }, asha), 403, 'USER_MISMATCH');
    expectError(await update({ ...body, website: 'evil.example' }, asha), 400, 'VALIDATION_ERROR');
    expectError(await update({ ...body, website: 'homes.localhost' }, asha), 404, 'BOOKING_NOT_FOUND');
    expectError(await update({ ...body, user_id: 'one' }, asha), 400, 'VALIDATION_ERROR');
    expect(await stored(booking.invoice_no)).toMatchObject({ guest_name: 'Asha Verma' });

    const done = await update(body, asha);
    expect(done.statusCode, done.body).toBe(200);
    expect(createBookingReplySchema.parse(done.json()).guest.name).toBe('Asha Iyer');
    const moved = await update({ ...body, checkin: '2026-03-16', checkout: '2026-03-17' }, { ...asha, 'idempotency-key': newKey() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(createBookingReplySchema.parse(moved.json())).toMatchObject({
      checkin: '2026-03-16',
      replaces_invoice_no: booking.invoice_no,
      guest: { name: 'Asha Iyer' },
    });
  });
});

describe('POST bookingmodification', () => {
  it("is the rebooking request on its own: re_booking's fields, the phone as proof, an Idempotency-Key", async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-17', checkout: '2026-03-18' }));
    const send = (payload: object, headers: Record<string, string> = { 'idempotency-key': newKey() }) =>
      api.app.inject({ method: 'POST', url: '/api/pwa/bookingmodification', headers, payload });
    const change = { requestType: 'DATE_CHANGE', old_invoice_no: booking.invoice_no, checkin: '2026-03-18', checkout: '2026-03-20', user_phone: '9876543210' };
    const count = await bookingCount();

    expectError(await send(change, {}), 400, 'VALIDATION_ERROR');
    expectError(await send({ ...change, requestType: 'NAME_CHANGE' }), 400, 'VALIDATION_ERROR');
    expectError(await send({ ...change, checkout: '2026-03-18' }), 400, 'INVALID_DATES');
    expectError(await send({ ...change, hotel_id: fixtureIds.goaPalms }), 422, 'REBOOKING_OTHER_PROPERTY');
    expectError(await send({ ...change, user_phone: '9000000000' }), 404, 'BOOKING_NOT_FOUND');
    expect(await bookingCount()).toBe(count);

    const made = await send(change);
    expect(made.statusCode, made.body).toBe(201);
    expect(createBookingReplySchema.parse(made.json())).toMatchObject({ checkin: '2026-03-18', nights_count: 2, request_type: 'DATE_CHANGE' });
  });
});

describe('GET bookings/tabs and bookings/applicable_tabs', () => {
  it("count the signed-in guest's bookings per list filter, as GET bookings lists them", async () => {
    const first = await book(bookingBody({ checkin: '2026-03-10', checkout: '2026-03-11' }), ravi);
    await book(bookingBody({ checkin: '2026-03-11', checkout: '2026-03-12' }), ravi);
    const cancel = await api.app.inject({
      method: 'PATCH',
      url: '/api/pwa/bookingcancellation',
      payload: { booking: { id: first.invoice_no, status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 1 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const tabs = await api.app.inject({ method: 'GET', url: '/api/pwa/bookings/tabs', headers: ravi });
    expect(tabs.statusCode, tabs.body).toBe(200);
    const all = bookingTabsReplySchema.parse(tabs.json());
    expect(all.total_count).toBe(2);
    expect(all.tabs.map((tab) => `${tab.property_type}.${tab.key}`)).toEqual([
      'hotel.checkedIn',
      'hotel.confirmed',
      'hotel.checkedOut',
      'hotel.cancelled',
      'home.upcoming',
      'home.completed',
      'home.cancelled',
    ]);
    expect(all.tabs.find((tab) => tab.key === 'confirmed')).toMatchObject({ status: '0', count: 1 });
    expect(all.tabs.find((tab) => tab.property_type === 'hotel' && tab.key === 'cancelled')).toMatchObject({ status: '3,4,13', count: 1 });

    const applicable = bookingTabsReplySchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/bookings/applicable_tabs', headers: ravi })).json());
    expect(applicable.tabs.map((tab) => tab.key)).toEqual(['confirmed', 'cancelled']);

    // The tab's status is what GET bookings filters with.
    const listed = await api.app.inject({ method: 'GET', url: '/api/pwa/bookings?filters[status]=3,4,13', headers: ravi });
    expect(listed.json()).toMatchObject({ total_count: 1, bookings: [{ invoice_no: first.invoice_no }] });

    expectError(await api.app.inject({ method: 'GET', url: '/api/pwa/bookings/tabs' }), 401, 'UNAUTHORIZED');
  });
});
