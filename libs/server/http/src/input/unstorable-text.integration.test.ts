import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@stays/api-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { bookingBody } from '@stays/server-booking/testing';

// Security issue 17: PostgreSQL stores no NUL character in text, and UTF-8 has no lone UTF-16 surrogate; such text in
// a query, path or body reached the database and came back as a 500.
const api = apiOnFixture({ devTools: true });

const stay = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-14';

describe('text PostgreSQL cannot store is refused at the edge with 400 INVALID_CHARACTER', () => {
  it.each([
    ['a city slug', 'GET', '/api/pwa/cities?slug=%00'],
    ['an autocomplete query', 'GET', '/api/pwa/autocomplete?query=goa%00'],
    ['a search category', 'GET', `/api/pwa/search?filters[city_id]=1&filters[category]=Premium%00&${stay}`],
    ['availability dates', 'GET', '/api/pwa/availability?hotel_id=101&checkin=2026-03-12%00'],
    ['a requested coupon', 'GET', '/api/pwa/availability?hotel_id=101&requested_coupon=%00'],
    ['a booking lookup phone', 'GET', '/api/pwa/booking/NIV123?phone=98%0011'],
    ['a sandbox payment order in the path', 'GET', '/api/pwa/sandbox-pay/%00'],
    ['a dev outbox recipient', 'GET', '/api/pwa/dev/outbox?to=a%00b'],
  ] as const)('%s', async (_case, method, url) => {
    const response = await api.app.inject({ method, url });
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 400, code: 'INVALID_CHARACTER' });
  });

  it.each([
    ['a NUL in a guest name', { user: { first_name: 'Asha\u0000 Verma' } }, 'user[first_name]'],
    ['a lone surrogate in an e-mail', { user: { email: 'asha\ud800@example.com' } }, 'user[email]'],
    ['a NUL in a free-form payment parameter name', { payments: { payment_service_params: { 'x\u0000': 1 } } }, 'payments[payment_service_params]'],
  ])('%s of a JSON body, naming the field', async (_case, change, field) => {
    const body = bookingBody();
    const payload = { ...body, ...change, user: { ...body.user, ...('user' in change ? change.user : {}) } };
    const response = await api.app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { 'idempotency-key': `unstorable-${field}` }, payload });
    expect(response.statusCode, response.body).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('INVALID_CHARACTER');
    expect(error.message.startsWith(`${field}: `)).toBe(true);
  });

  it('keeps every other character: right-to-left text, emoji and paired surrogates are stored and found', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/pwa/autocomplete?query=${encodeURIComponent('مرحبا 😀 \u202e')}` });
    expect(response.statusCode, response.body).toBe(200);
  });
});
