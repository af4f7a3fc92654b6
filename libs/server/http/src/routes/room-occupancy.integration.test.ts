import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE, apiErrorSchema } from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { apiOnFixture } from '../testing/api-on-fixture';
import { bookingBody } from '@stays/server-booking/testing';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';

// Security issue 17: rooms_config=1,9,0,0,0 (nine adults in the Classic room, which takes two) answered 409 "no longer
// available", as if the room had sold out, instead of saying what to change (guest-journey §4: a room category is
// sold out for "the largest adults-per-room exceeds max occupancy", §8 'Maximum 2 guests are allowed per room').
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'o'.repeat(40) });
const api = apiOnFixture({ accounts });

const stay = { hotel_id: fixtureIds.bagaBeach, room_category_id: fixtureIds.bagaClassic, checkin: '2026-03-12', checkout: '2026-03-14' };

async function signedIn(accountType: 'consumer' | 'travel_agent', phone: string) {
  const [user] = await api.database.query<{ id: number }>(
    `INSERT INTO users (country_code, phone, first_name, account_type) VALUES ('+91', $1, 'Asha', $2) RETURNING id`,
    [phone, accountType],
  );
  const { token } = await startSession(api.database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, token) };
}

async function expectTooManyGuests(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  const error = apiErrorSchema.parse(response.json());
  expect(error.code).toBe('TOO_MANY_GUESTS');
  expect(error.message).toBe('Maximum 2 guests are allowed per room in Classic');
}

describe('more adults in a room than its category takes is a 400 naming the limit, not a sold-out room', () => {
  it('createBooking', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': 'occupancy-booking' },
      payload: bookingBody({ ...stay, rooms_config: '1,9,0,0,0' }),
    });
    await expectTooManyGuests(response);
    expect(await api.database.query('SELECT id FROM bookings')).toEqual([]);
  });

  it('validatecoupon', async () => {
    const headers = await signedIn('consumer', '9812200001');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/validatecoupon',
      headers,
      payload: { ...stay, code: 'WELCOME10', rooms_config: '2,1,0,0,0,3,0,0,0' },
    });
    await expectTooManyGuests(response);
  });

  it('a quotation', async () => {
    const headers = await signedIn('travel_agent', '9812200002');
    const response = await api.app.inject({ method: 'POST', url: '/api/pwa/quotations', headers, payload: { ...stay, rooms_config: '1,9,0,0,0' } });
    await expectTooManyGuests(response);
  });

  it('still books two adults in the room', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': 'occupancy-fits' },
      payload: bookingBody({ ...stay, rooms_config: '1,2,1,1,0' }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
