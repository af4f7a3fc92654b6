import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@stays/api-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { bookingBody } from '@stays/server-booking/testing';

// Security issue 17: every id and count of the schema is a PostgreSQL integer (at most 2³¹ − 1), but the contracts
// let any safe integer through; 2147483648 reached the database and came back as a 500 on 16 routes.
const api = apiOnFixture();

const TOO_BIG = 2_147_483_648;
const stay = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-14';
const booking = bookingBody();

async function expectRefused(request: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }, field: string) {
  const response = await api.app.inject({ ...request, headers: { 'idempotency-key': `bounds-${field}` } });
  expect(response.statusCode, response.body).toBe(400);
  const error = apiErrorSchema.parse(response.json());
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.message.startsWith(`${field}: `), error.message).toBe(true);
}

describe('an integer larger than a database integer is a 400 VALIDATION_ERROR naming the field', () => {
  it.each([
    [`/api/pwa/hotelonelinerinfo/${TOO_BIG}`, 'id'],
    [`/api/pwa/hotels/${TOO_BIG}?${stay}`, 'hotelId'],
    [`/api/pwa/hotels/101?${stay}&selected_rcid=${TOO_BIG}`, 'selected_rcid'],
    [`/api/pwa/hotels/101?${stay}&deal_id=${TOO_BIG}`, 'deal_id'],
    [`/api/pwa/hotels/${TOO_BIG}/reviews`, 'hotelId'],
    [`/api/pwa/tooltipinfo/${TOO_BIG}?category_id=1001`, 'hotelId'],
    [`/api/pwa/tooltipinfo/101?category_id=${TOO_BIG}`, 'category_id'],
    [`/api/pwa/deals/${TOO_BIG}?brand_name=nivaas`, 'dealId'],
    [`/api/pwa/images/${TOO_BIG}/1.svg`, 'propertyId'],
    [`/api/pwa/cities?country_id=${TOO_BIG}`, 'country_id'],
    [`/api/pwa/geographies?locality_id=${TOO_BIG}`, 'locality_id'],
    [`/api/pwa/autocomplete?query=goa&region=${TOO_BIG}`, 'region'],
    [`/api/pwa/search?filters[city_id]=${TOO_BIG}&${stay}`, 'filters[city_id]'],
    [`/api/pwa/search?filters[city_id]=1&filters[tag_ids]=${TOO_BIG}&${stay}`, 'filters[tag_ids][0]'],
    [`/api/pwa/availability?hotel_id=${TOO_BIG}`, 'hotel_id'],
    [`/api/pwa/similar-hotels?${stay}&filters[affinity_hotel_id]=${TOO_BIG}`, 'filters[affinity_hotel_id]'],
    [`/api/pwa/bookings?batch[offset]=${TOO_BIG}`, 'batch[offset]'],
  ])('GET %s', async (url, field) => {
    await expectRefused({ method: 'GET', url }, field);
  });

  it.each([
    ['/api/pwa/createBooking', 'booking[hotel_id]', { ...booking, booking: { ...booking.booking, hotel_id: TOO_BIG } }],
    ['/api/pwa/createBooking', 'booking[room_category_id]', { ...booking, booking: { ...booking.booking, room_category_id: TOO_BIG } }],
    ['/api/pwa/createBooking', 'payments[deduct_from_wallet]', { ...booking, payments: { deduct_from_wallet: TOO_BIG } }],
    [
      '/api/pwa/validatecoupon',
      'room_category_id',
      { code: 'WELCOME10', hotel_id: 101, room_category_id: TOO_BIG, checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '1,2,0,0,0' },
    ],
    [
      '/api/pwa/quotations',
      'hotel_id',
      { hotel_id: TOO_BIG, room_category_id: 1001, checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '1,2,0,0,0' },
    ],
    ['/api/pwa/shortlisthotel', 'hotel_id', { hotel_id: TOO_BIG }],
    ['/api/pwa/generateByUserId', 'user_id', { user_id: TOO_BIG }],
    ['/api/pwa/createTransaction', 'transaction[amount]', { invoice_no: 'NV1', transaction: { amount: TOO_BIG } }],
  ] as const)('POST %s with %s past 2³¹ − 1', async (url, field, payload) => {
    await expectRefused({ method: 'POST', url, payload }, field);
  });

  it('DELETE /api/pwa/removecard with a card id past 2³¹ − 1', async () => {
    await expectRefused({ method: 'DELETE', url: '/api/pwa/removecard', payload: { invoice_no: 'NV1', card_id: TOO_BIG } }, 'card_id');
  });

  it('still answers the largest integer a column holds as an id that is not there', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/pwa/hotelonelinerinfo/2147483647' });
    expect(response.statusCode, response.body).toBe(404);
  });
});
