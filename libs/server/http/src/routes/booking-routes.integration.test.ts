import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, bookingSchema, hotelDetailsSchema, type Booking, type CreateBookingBody } from '@stays/api-client';
import { GUESS_LIMITS } from '@stays/server-accounts';
import { findOutboxMessages } from '@stays/server-booking';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { bookingBody, openSameDatabasePool } from '@stays/server-booking/testing';

let database: Database;
let secondPool: Database | null;
/** One API on PGlite; on PostgreSQL two, each with its own pool, standing for two processes. */
let apps: FastifyInstance[];

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  secondPool = await openSameDatabasePool(database);
  apps = [database, ...(secondPool ? [secondPool] : [])].map((pool) =>
    buildApiServer({ database: pool, now: () => FIXTURE_NOW, logger: false, payments: { holdSweepSeconds: 0 } }),
  );
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
  await secondPool?.close();
  await database?.close();
});

function api(index = 0): FastifyInstance {
  const app = apps[index % apps.length];
  if (!app) throw new Error('the API is built in beforeAll');
  return app;
}

let keySequence = 0;
const newKey = () => `test-key-${Date.now()}-${(keySequence += 1)}`;

const addresses = new Map<string, string>();
/** Each booking attempt (Idempotency-Key) is a guest at an address of its own: this file books more than one address may. */
function guestAddress(key: string): string {
  let address = addresses.get(key);
  if (!address) {
    address = `10.0.${Math.floor(addresses.size / 250)}.${(addresses.size % 250) + 1}`;
    addresses.set(key, address);
  }
  return address;
}

async function book(body: CreateBookingBody | Record<string, unknown>, key: string | null = newKey(), instance = 0) {
  const response = await api(instance).inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: key === null ? {} : { 'idempotency-key': key, 'x-forwarded-for': guestAddress(key) },
    payload: body,
  });
  return { status: response.statusCode, json: () => response.json() as unknown, headers: response.headers };
}

async function lookUp(invoiceNo: string, query: string) {
  const response = await api().inject({ method: 'GET', url: `/api/pwa/booking/${encodeURIComponent(invoiceNo)}?${query}` });
  return { status: response.statusCode, json: () => response.json() as unknown };
}

async function cancel(payload: Record<string, unknown>) {
  const response = await api().inject({ method: 'PATCH', url: '/api/pwa/bookingcancellation', payload });
  return { status: response.statusCode, json: () => response.json() as unknown };
}

const booked = (response: { json: () => unknown }): Booking => bookingSchema.parse(response.json());
const failure = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

async function soldOf(roomCategoryId: number): Promise<Record<string, number>> {
  const rows = await database.query<{ night: string; sold: number }>('SELECT night, sold FROM room_nights WHERE room_category_id = $1 ORDER BY night', [
    roomCategoryId,
  ]);
  return Object.fromEntries(rows.map((row) => [row.night, row.sold]));
}

async function countRows(table: 'bookings' | 'idempotency_keys' | 'outbox_messages'): Promise<number> {
  const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

describe('createBooking', () => {
  it('books at the price the hotel page shows, confirmed, to pay at the property, with the confirmation in the outbox', async () => {
    const query = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-14&rooms_config=1,2,0,0,0';
    const page = hotelDetailsSchema.parse(
      (await api().inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${query}&selected_rcid=${fixtureIds.bagaClassic}` })).json(),
    );
    const shown = page.room_categories_with_data.find((category) => category.id === fixtureIds.bagaClassic);

    const response = await book(bookingBody());
    expect(response.status).toBe(201);
    const booking = booked(response);
    expect(booking.total_amount).toBe(shown?.summed_final_price);
    expect(booking.total_amount).toBe(page.pricing_details?.total_price);
    expect(booking.slasher_amount).toBe(shown?.summed_slasher_price);
    expect(booking).toMatchObject({
      status_key: 0,
      state: 'confirmed',
      display_status: 'confirmed',
      get_payment_status_id: 0,
      cancellable: true,
      // Pending payment with the online modes offered: the guest may still pay ahead online.
      payable: true,
      pay_at_hotel: true,
      // Tax on top in India: the hotel page's tax_info.final_price_with_tax, 805 000 + 12 %.
      final_amount: 901_600,
      payable_amount: 901_600,
      get_amount_paid: 0,
      // Priced at the page's price: no deal or quotation behind it.
      deal_id: null,
      quotation_id: null,
      currency_code: 'INR',
      currency_symbol: '₹',
      checkin: '2026-03-12',
      checkout: '2026-03-14',
      nights_count: 2,
      no_of_guest: 2,
      request_type: 'NEW',
      hotel: { id: fixtureIds.bagaBeach, name: 'Nivaas Baga Beach', city: 'Goa', checkin_time: '12:00', checkout_time: '11:00' },
      guest: { name: 'Asha Verma', phone: '9876543210', guest_country_code: '+91' },
      booking_rooms: [{ no_of_adults: 2, no_of_children: 0, no_of_babies: 0, no_of_pets: 0 }],
    });
    expect(booking.invoice_no).toMatch(/^NV[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(booking.booking_no).toBe(booking.invoice_no);

    const outbox = await findOutboxMessages(database, booking.id);
    expect(outbox.map((message) => [message.channel, message.recipient, message.template, message.sent_at])).toEqual([
      ['email', 'asha@example.com', 'booking_confirmation', null],
      ['sms', '+919876543210', 'booking_confirmation', null],
    ]);
    expect(outbox[0]?.payload).toMatchObject({
      invoice_no: booking.invoice_no,
      final_amount: 901_600,
      link: `/booking/${booking.invoice_no}?token=${booking.token}`,
    });
  });

  it(`confirms exactly K bookings when many race for the last K rooms of a night, and refuses the rest with 409`, async () => {
    // Classic has 5 rooms; on 2026-03-17 three are already sold, so K = 2 for any stay over that night.
    await database.query(`UPDATE room_nights SET sold = 3 WHERE room_category_id = $1 AND night = '2026-03-17'`, [fixtureIds.bagaClassic]);
    const before = await soldOf(fixtureIds.bagaClassic);
    const requests = 24;
    const responses = await Promise.all(
      Array.from({ length: requests }, (_, index) =>
        book(bookingBody({ checkin: '2026-03-16', checkout: '2026-03-18' }, { phone: `98765${String(10_000 + index)}` }), newKey(), index),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(requests - 2);
    for (const response of responses.filter((candidate) => candidate.status === 409)) expect(failure(response).code).toBe('ROOMS_UNAVAILABLE');

    const after = await soldOf(fixtureIds.bagaClassic);
    expect(after['2026-03-16']).toBe((before['2026-03-16'] ?? 0) + 2);
    expect(after['2026-03-17']).toBe(5);
    const [overSold] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM room_nights WHERE sold > total OR sold < 0');
    expect(overSold?.n).toBe(0);
    const [stays] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE room_category_id = $1 AND checkin = '2026-03-16'`, [
      fixtureIds.bagaClassic,
    ]);
    expect(stays?.n).toBe(2);
  });

  it('books once for a double submit with the same Idempotency-Key, one after the other', async () => {
    const key = newKey();
    const body = bookingBody({ room_category_id: fixtureIds.bagaSuite, checkin: '2026-03-10', checkout: '2026-03-11' });
    const bookingsBefore = await countRows('bookings');
    const first = await book(body, key);
    const second = await book(body, key, 1);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(booked(second)).toEqual(booked(first));
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countRows('bookings')).toBe(bookingsBefore + 1);
    expect((await soldOf(fixtureIds.bagaSuite))['2026-03-10']).toBe(1);
  });

  it('books once for a double submit with the same Idempotency-Key sent at the same time', async () => {
    const key = newKey();
    const body = bookingBody({ room_category_id: fixtureIds.bagaSuite, checkin: '2026-03-11', checkout: '2026-03-12' });
    const bookingsBefore = await countRows('bookings');
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => book(body, key, index)));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    expect(new Set(responses.map((response) => booked(response).invoice_no)).size).toBe(1);
    expect(await countRows('bookings')).toBe(bookingsBefore + 1);
    expect((await soldOf(fixtureIds.bagaSuite))['2026-03-11']).toBe(1);
  });

  it('refuses the same Idempotency-Key for a different booking', async () => {
    const key = newKey();
    expect((await book(bookingBody({ checkin: '2026-03-18', checkout: '2026-03-19' }), key)).status).toBe(201);
    const reused = await book(bookingBody({ checkin: '2026-03-18', checkout: '2026-03-19' }, { email: 'other@example.com' }), key);
    expect(reused.status).toBe(422);
    expect(failure(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a stay with one night sold out and writes nothing', async () => {
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-13'`, [fixtureIds.canalHouse * 10 + 1]);
    const before = {
      sold: await soldOf(1041),
      bookings: await countRows('bookings'),
      keys: await countRows('idempotency_keys'),
      outbox: await countRows('outbox_messages'),
    };
    const response = await book(
      bookingBody(
        { hotel_id: fixtureIds.canalHouse, room_category_id: 1041, checkin: '2026-03-12', checkout: '2026-03-15' },
        { country_code: '+31', phone: '612345678' },
      ),
    );
    expect(response.status).toBe(409);
    expect(failure(response).code).toBe('ROOMS_UNAVAILABLE');
    expect({
      sold: await soldOf(1041),
      bookings: await countRows('bookings'),
      keys: await countRows('idempotency_keys'),
      outbox: await countRows('outbox_messages'),
    }).toEqual(before);
  });

  it.each([
    ['no Idempotency-Key header', bookingBody(), null, 400, 'VALIDATION_ERROR', /idempotency-key/],
    [
      'no e-mail',
      { ...bookingBody(), user: { first_name: 'Asha Verma', country_code: '+91', phone: '9876543210' } },
      newKey(),
      400,
      'VALIDATION_ERROR',
      /^user\[email\]/,
    ],
    ['a malformed e-mail', bookingBody({}, { email: 'asha@' }), newKey(), 400, 'VALIDATION_ERROR', /^user\.email: Please enter a valid email address$/],
    [
      'a one-word name',
      bookingBody({}, { first_name: 'Asha' }),
      newKey(),
      400,
      'VALIDATION_ERROR',
      /^user\.first_name: Please enter your first and last name$/,
    ],
    [
      'an Indian phone starting with 5',
      bookingBody({}, { phone: '5876543210' }),
      newKey(),
      400,
      'VALIDATION_ERROR',
      /^user\.phone: Please enter a valid mobile number$/,
    ],
    [
      'no room category',
      { ...bookingBody(), booking: { hotel_id: 101, checkin: '2026-03-12', checkout: '2026-03-14' } },
      newKey(),
      400,
      'VALIDATION_ERROR',
      /^booking\[room_category_id\]/,
    ],
    [
      'checkout before checkin',
      bookingBody({ checkin: '2026-03-14', checkout: '2026-03-12' }),
      newKey(),
      400,
      'INVALID_DATES',
      /checkout must be after checkin/,
    ],
    ['checkin in the past', bookingBody({ checkin: '2026-03-01', checkout: '2026-03-03' }), newKey(), 400, 'INVALID_DATES', /before today/],
    ['an unknown hotel', bookingBody({ hotel_id: 999_999 }), newKey(), 404, 'HOTEL_NOT_FOUND', /999999/],
    ['a disabled hotel', bookingBody({ hotel_id: fixtureIds.disabledHotel, room_category_id: 1031 }), newKey(), 404, 'HOTEL_DISABLED', /103/],
    ['a category of another hotel', bookingBody({ room_category_id: fixtureIds.palmsStandard }), newKey(), 404, 'ROOM_CATEGORY_NOT_FOUND', /1021/],
    [
      'four rooms to pay at the property',
      bookingBody({ rooms_config: '4,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0' }),
      newKey(),
      422,
      'PAY_AT_HOTEL_NOT_ALLOWED',
      /at most 3 rooms/,
    ],
    ['a coupon without signing in', bookingBody({ coupon_code: 'WELCOME10' }), newKey(), 422, 'COUPON_LOGIN_REQUIRED', /sign in/],
    [
      'a part payment below the minimum',
      { ...bookingBody({ payment_mode: 'online' }), payments: { from_payment_method: { amount: 100 } } },
      newKey(),
      422,
      'PAYMENT_AMOUNT_INVALID',
      /Minimum amount to be paid is greater than ₹ 2,254$/,
    ],
    [
      'a part payment above the price',
      { ...bookingBody({ payment_mode: 'online' }), payments: { from_payment_method: { amount: 902_000 } } },
      newKey(),
      422,
      'PAYMENT_AMOUNT_INVALID',
      /can't be greater than ₹ 9,016$/,
    ],
  ])('refuses %s and writes nothing', async (_case, body, key, statusCode, code, message) => {
    const before = { sold: await soldOf(fixtureIds.bagaClassic), bookings: await countRows('bookings'), keys: await countRows('idempotency_keys') };
    const response = await book(body, key);
    expect(response.status).toBe(statusCode);
    const error = failure(response);
    expect(error).toMatchObject({ statusCode, code });
    expect(error.message).toMatch(message);
    expect({ sold: await soldOf(fixtureIds.bagaClassic), bookings: await countRows('bookings'), keys: await countRows('idempotency_keys') }).toEqual(before);
  });

  it('refuses to book a no_postpaid property to pay at the property', async () => {
    await database.query('UPDATE properties SET no_postpaid = true WHERE id = $1', [fixtureIds.goaPalms]);
    try {
      const response = await book(bookingBody({ hotel_id: fixtureIds.goaPalms, room_category_id: fixtureIds.palmsStandard }));
      expect(response.status).toBe(422);
      expect(failure(response)).toMatchObject({ code: 'PAY_AT_HOTEL_NOT_ALLOWED', message: 'This property does not accept payment at the property' });
    } finally {
      await database.query('UPDATE properties SET no_postpaid = false WHERE id = $1', [fixtureIds.goaPalms]);
    }
  });
});

describe('booking lookup', () => {
  let booking: Booking;
  beforeAll(async () => {
    booking = booked(
      await book(bookingBody({ hotel_id: fixtureIds.goaPalms, room_category_id: fixtureIds.palmsStandard, checkin: '2026-03-12', checkout: '2026-03-13' })),
    );
  });

  it.each([
    ['phone', 'phone=9876543210'],
    ['mobileNumber and its country code', 'mobileNumber=9876543210&country_code=%2B91'],
    ['phone written with the dial code', 'phone=%2B91-9876543210'],
    ['phone written with a dash', 'phone=98765-43210'],
    ['phone written with spaces and its dial code', 'phone=%2B91%2098765%2043210&country_code=%2B91'],
  ])('finds the booking by its id and the guest’s %s', async (_case, query) => {
    const response = await lookUp(booking.invoice_no, query);
    expect(response.status).toBe(200);
    expect(booked(response)).toEqual(booking);
  });

  it('finds the booking by its token, from the link the guest was sent', async () => {
    const response = await lookUp(booking.invoice_no, `token=${encodeURIComponent(booking.token)}`);
    expect(response.status).toBe(200);
    expect(booked(response)).toMatchObject({ invoice_no: booking.invoice_no, status_key: 0, display_status: 'confirmed', cancellable: true });
  });

  it.each([
    ['a wrong phone', () => [booking.invoice_no, 'phone=9876543211']],
    ['an unknown booking id', () => ['NV00000000', 'phone=9876543210']],
    ['a forged token', () => [booking.invoice_no, `token=${'A'.repeat(43)}`]],
    ['another booking’s token', () => ['NV00000000', `token=${encodeURIComponent(booking.token)}`]],
  ])('refuses %s with the same 404', async (_case, request) => {
    const [invoiceNo, query] = request() as [string, string];
    const response = await lookUp(invoiceNo, query);
    expect(response.status).toBe(404);
    expect(failure(response)).toEqual({ statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'no booking matches this booking id and phone or token' });
  });

  it('stops guessing a booking’s phone with a 429 and Retry-After, while its token link still opens it', async () => {
    const guarded = booked(
      await book(bookingBody({ hotel_id: fixtureIds.goaPalms, room_category_id: fixtureIds.palmsStandard, checkin: '2026-03-14', checkout: '2026-03-15' })),
    );
    const guess = (phone: number, address: string) =>
      api().inject({ method: 'GET', url: `/api/pwa/booking/${guarded.invoice_no}?phone=${phone}`, headers: { 'x-forwarded-for': address } });
    const statuses: number[] = [];
    const { freeGuesses } = GUESS_LIMITS.bookingLookupPerBookingAtAddress;
    for (let attempt = 0; attempt <= freeGuesses; attempt += 1) statuses.push((await guess(9000000001 + attempt, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([...Array(freeGuesses).fill(404), 429]);
    const refused = await guess(9876543210, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const byToken = await api().inject({
      method: 'GET',
      url: `/api/pwa/booking/${guarded.invoice_no}?token=${encodeURIComponent(guarded.token)}`,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(byToken.statusCode).toBe(200);
  });

  it.each([
    ['a booking id with a space', 'NV 1234', 'phone=9876543210', /^bookingId: A booking id has no spaces$/],
    ['a phone with letters', 'NV12345678', 'phone=98765abc10', /^phone: Please enter a valid mobile number$/],
    ['an Indian number of 8 digits', 'NV12345678', 'mobileNumber=98765432&country_code=91', /^mobileNumber: Please enter a valid mobile number$/],
    ['neither phone nor token', 'NV12345678', '', /^phone: /],
  ])('answers 400 for %s', async (_case, invoiceNo, query, message) => {
    const response = await lookUp(invoiceNo, query);
    expect(response.status).toBe(400);
    expect(failure(response).message).toMatch(message);
  });
});

describe('bookingcancellation', () => {
  it('releases every night of every room, marks the booking cancelled and writes the cancellation to the outbox; a second cancel is refused', async () => {
    const body = bookingBody({
      hotel_id: fixtureIds.villaVerde,
      room_category_id: 1051,
      checkin: '2026-03-14',
      checkout: '2026-03-17',
      rooms_config: '1,3,0,1,0',
    });
    const before = await soldOf(1051);
    const booking = booked(await book(body));
    expect(await soldOf(1051)).toMatchObject({ '2026-03-14': 1, '2026-03-15': 1, '2026-03-16': 1 });

    expect(
      (await cancel({ booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: '9876543211', source: 'Web Booking', cancellation_reason: 2 }))
        .status,
    ).toBe(404);
    const response = await cancel({
      booking: { id: booking.invoice_no, status: 'cancelled' },
      user_phone: '9876543210',
      source: 'Web Booking',
      cancellation_reason: 2,
    });
    expect(response.status).toBe(200);
    expect(booked(response)).toMatchObject({
      invoice_no: booking.invoice_no,
      status_key: 3,
      state: 'cancelled',
      display_status: 'cancelled',
      get_payment_status_id: 3,
      cancellable: false,
      payable: false,
      cancellation_reason: 2,
      cancelled_at: FIXTURE_NOW.toISOString(),
    });
    expect(await soldOf(1051)).toEqual(before);

    const again = await cancel({ booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 2 });
    expect(again.status).toBe(409);
    expect(failure(again).code).toBe('BOOKING_NOT_CANCELLABLE');
    expect(await soldOf(1051)).toEqual(before);

    const looked = booked(await lookUp(booking.invoice_no, 'phone=9876543210'));
    expect(looked).toMatchObject({ state: 'cancelled', status_key: 3 });
    const outbox = await findOutboxMessages(database, booking.id);
    expect(outbox.map((message) => [message.channel, message.template])).toEqual([
      ['email', 'booking_confirmation'],
      ['sms', 'booking_confirmation'],
      ['email', 'booking_cancellation'],
      ['sms', 'booking_cancellation'],
    ]);
  });

  it('cancels once when two cancels race; the rooms are released once', async () => {
    const body = bookingBody({
      hotel_id: fixtureIds.villaVerde,
      room_category_id: 1051,
      checkin: '2026-03-18',
      checkout: '2026-03-20',
      rooms_config: '1,2,0,0,0',
    });
    const before = await soldOf(1051);
    const booking = booked(await book(body));
    const request = { booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: '+91 9876543210'.replace(' ', ''), cancellation_reason: 1 };
    const responses = await Promise.all(
      [0, 1, 2, 3].map((index) => api(index).inject({ method: 'PATCH', url: '/api/pwa/bookingcancellation', payload: request })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await soldOf(1051)).toEqual(before);
  });

  it.each([
    ['no booking', { user_phone: '9876543210', cancellation_reason: 1 }, /^booking/],
    [
      'a status other than cancelled',
      { booking: { id: 'NV12345678', status: 'confirmed' }, user_phone: '9876543210', cancellation_reason: 1 },
      /^booking\[status\]/,
    ],
    [
      'a reason that is not a number',
      { booking: { id: 'NV12345678', status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 'changed plans' },
      /^cancellation_reason/,
    ],
    ['a phone with letters', { booking: { id: 'NV12345678', status: 'cancelled' }, user_phone: 'call me', cancellation_reason: 1 }, /^user_phone/],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const response = await cancel(payload);
    expect(response.status).toBe(400);
    expect(failure(response).message).toMatch(message);
  });

  it('answers 404 for an unknown booking', async () => {
    const response = await cancel({ booking: { id: 'NV00000000', status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 1 });
    expect(response.status).toBe(404);
    expect(failure(response).code).toBe('BOOKING_NOT_FOUND');
  });
});

describe('createBooking: meals, extras, source and channels (guest-journey §7)', () => {
  // Dates of their own (the race above sells 17 March), freed before each case: these bookings take no room another test counts.
  const stay = { checkin: '2026-03-18', checkout: '2026-03-20' };
  beforeEach(async () => {
    await database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1 AND night >= '2026-03-18'`, [fixtureIds.bagaClassic]);
  });

  async function pageCategory() {
    const query = `available_room_count[checkin]=${stay.checkin}&available_room_count[checkout]=${stay.checkout}&rooms_config=1,2,0,0,0`;
    const page = hotelDetailsSchema.parse(
      (await api().inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${query}&selected_rcid=${fixtureIds.bagaClassic}` })).json(),
    );
    const category = page.room_categories_with_data.find((candidate) => candidate.id === fixtureIds.bagaClassic);
    if (!category) throw new Error('Classic is on the page');
    return { page, category };
  }

  async function bookWith(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const key = newKey();
    const response = await api().inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': key, 'x-forwarded-for': guestAddress(key), ...headers },
      payload: body,
    });
    return { status: response.statusCode, json: () => response.json() as unknown };
  }

  it('services.meals: an included meal is free, a priced one costs its price per room per night, taxed like the room', async () => {
    const { category } = await pageCategory();
    const response = await bookWith(bookingBody({ ...stay, services: { meals: ['breakfast', 'dinner'] } }));
    expect(response.status).toBe(201);
    const booking = booked(response);
    // Classic includes breakfast and sells dinner at 45,000 a room a night: 2 nights, 1 room.
    expect(booking.services).toMatchObject({ meals: ['breakfast', 'dinner'], meals_amount: 90_000 });
    expect(booking.total_amount).toBe(category.summed_final_price + 90_000);
    // India adds 12 % on top, on the dinner too: the room's tax_info plus 10,800.
    expect(booking.final_amount).toBe(category.tax_info.final_price_with_tax + 90_000 + 10_800);
    expect(booking.bills_hash).toEqual([
      { bill_type: 'room', name: 'Room charges', amount: category.summed_final_price },
      { bill_type: 'food_and_beverage', name: 'Food & Beverage', amount: 90_000 },
      { bill_type: 'taxes', name: 'Taxes and fees', amount: category.tax_info.total_tax + 10_800 },
    ]);
    const again = booked(await lookUp(booking.invoice_no, `token=${booking.token}`));
    expect(again.services).toMatchObject({ meals: ['breakfast', 'dinner'], meals_amount: 90_000 });
    expect(again.final_amount).toBe(booking.final_amount);
  });

  it('services.meals: a meal the room does not offer is a 422, an unknown one a 400, and nothing is booked', async () => {
    const before = await countRows('bookings');
    const notOffered = await bookWith(bookingBody({ ...stay, services: { meals: ['lunch'] } }));
    expect(notOffered.status).toBe(422);
    expect(failure(notOffered)).toMatchObject({ code: 'MEAL_NOT_OFFERED' });
    const unknown = await bookWith(bookingBody({ ...stay, services: { meals: ['brunch' as 'lunch'] } }));
    expect(unknown.status).toBe(400);
    expect(await countRows('bookings')).toBe(before);
  });

  it('additional_charge_info.early_checkin: charged per room as the hotel page offers it, and marks the booking early check-in', async () => {
    const { page, category } = await pageCategory();
    const early = page.additional_charge_info.early_checkin;
    expect(early).not.toBeNull();
    const booking = booked(await bookWith(bookingBody({ ...stay, additional_charge_info: { early_checkin: true } })));
    expect(booking.additional_charge_info).toEqual({ early_checkin: true, early_checkin_amount: early?.charge_per_room });
    expect(booking.early_checkin).toBe(true);
    expect(booking.total_amount).toBe(category.summed_final_price + (early?.charge_per_room ?? 0));
    expect(booking.bills_hash).toContainEqual({ bill_type: 'early_checkin', name: 'Early check-in', amount: early?.charge_per_room });
    const plain = booked(await bookWith(bookingBody({ ...stay, additional_charge_info: { early_checkin: false } })));
    expect(plain).toMatchObject({ additional_charge_info: { early_checkin: false, early_checkin_amount: 0 }, early_checkin: false });
    expect(plain.total_amount).toBe(category.summed_final_price);
  });

  it('sub_source and utm_source are kept with the booking and answered by GET booking', async () => {
    const booking = booked(await bookWith(bookingBody({ ...stay, sub_source: 'PARTNER_MICROSITE', utm_source: 'newsletter' })));
    expect(booking).toMatchObject({ sub_source: 'PARTNER_MICROSITE', utm_source: 'newsletter' });
    expect(booked(await lookUp(booking.invoice_no, `token=${booking.token}`))).toMatchObject({ sub_source: 'PARTNER_MICROSITE', utm_source: 'newsletter' });
    const none = booked(await bookWith(bookingBody(stay)));
    expect(none).toMatchObject({ sub_source: null, utm_source: null });
  });

  it('source: Mobile Web Booking from a phone, Web Booking otherwise; what the body names wins; anything else is a 400', async () => {
    const { source: _named, ...withoutSource } = bookingBody(stay);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(booked(await bookWith(withoutSource, { 'user-agent': iphone })).source).toBe('Mobile Web Booking');
    expect(booked(await bookWith(withoutSource, { 'sec-ch-ua-mobile': '?1' })).source).toBe('Mobile Web Booking');
    // The client hint, when sent, is the browser's own word: a desktop browser with a phone-like agent string stays desktop.
    expect(booked(await bookWith(withoutSource, { 'sec-ch-ua-mobile': '?0', 'user-agent': iphone })).source).toBe('Web Booking');
    expect(booked(await bookWith(withoutSource, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' })).source).toBe('Web Booking');
    expect(booked(await bookWith({ ...withoutSource, source: 'Mobile Web Booking' })).source).toBe('Mobile Web Booking');
    const other = await bookWith({ ...withoutSource, source: 'Kiosk' });
    expect(other.status).toBe(400);
  });
});
