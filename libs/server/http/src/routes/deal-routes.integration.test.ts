import { describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  apiErrorSchema,
  couponQuoteSchema,
  createBookingReplySchema,
  getDealByName,
  getDealInfo,
  hotelDetailsSchema,
  type HotelDetails,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { inProcessClient } from '../testing/in-process-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { bookingBody } from '@stays/server-booking/testing';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { couponFixtureCodes, insertCouponFixture } from '@stays/server-offers/testing';

const accounts = readAccountsConfig({});

const api = apiOnFixture({ accounts }, (database) => insertCouponFixture(database));

/** The typed client of @stays/api-client, its calls answered by the API in process. */
const client = inProcessClient(() => api.app);

const stay = {
  hotel_id: fixtureIds.bagaBeach,
  room_category_id: fixtureIds.bagaClassic,
  checkin: '2026-03-12',
  checkout: '2026-03-14',
  rooms_config: '1,2,0,0,0',
};

async function hotelPage(query: { checkin: string; checkout: string; dealId: number }): Promise<HotelDetails> {
  const url = `/api/pwa/hotels/${stay.hotel_id}?available_room_count[checkin]=${query.checkin}&available_room_count[checkout]=${query.checkout}&rooms_config=${stay.rooms_config}&selected_rcid=${stay.room_category_id}&deal_id=${query.dealId}`;
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return hotelDetailsSchema.parse(response.json());
}

let keys = 0;
function book(booking: Record<string, unknown>, headers: Record<string, string> = {}) {
  keys += 1;
  return api.app.inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { ...headers, 'idempotency-key': `deal-test-${keys}` },
    payload: bookingBody({ ...stay, ...booking }),
  });
}

async function bookingCount(): Promise<number> {
  const [row] = await api.database.query<{ count: number }>('SELECT count(*)::int AS count FROM bookings');
  return row?.count ?? 0;
}

describe('GET deal info', () => {
  it('answers a deal by id and by name through the typed client', async () => {
    const byId = await getDealInfo(client, fixtureIds.goaDeal, { brand_name: 'nivaas' });
    expect(byId).toMatchObject({ url_name: 'goa-spring-deal', discount_percentage: 20, cities: [{ slug: 'goa' }] });
    expect(await getDealByName(client, 'goa-spring-deal', { brand_name: 'nivaas' })).toEqual(byId);
  });

  it.each([
    ['an unknown deal', `/api/pwa/deals/999?brand_name=nivaas`],
    ['an expired deal', `/api/pwa/deals/${fixtureIds.expiredDeal}?brand_name=nivaas`],
    ['another brand’s deal', `/api/pwa/deals/${fixtureIds.canalDeal}?brand_name=nivaas`],
    ['an unknown name', '/api/pwa/deals/by-name/no-such-deal?brand_name=nivaas'],
    ['an expired deal by name', '/api/pwa/deals/by-name/winter-sale?brand_name=nivaas'],
  ])('answers 404 DEAL_NOT_FOUND for %s', async (_case, url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 404, code: 'DEAL_NOT_FOUND' });
  });

  it('refuses a request without the brand or with a malformed name with a 400', async () => {
    for (const url of [`/api/pwa/deals/${fixtureIds.goaDeal}`, '/api/pwa/deals/by-name/Not%20A%20Name?brand_name=nivaas']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(400);
    }
  });
});

describe('booking at a deal’s price', () => {
  it('charges exactly the deal price the hotel page showed', async () => {
    const page = await hotelPage({ checkin: stay.checkin, checkout: stay.checkout, dealId: fixtureIds.goaDeal });
    const shown = page.room_categories_with_data.find((category) => category.id === stay.room_category_id);
    expect(page.deals_info?.id).toBe(fixtureIds.goaDeal);
    expect(shown?.summed_final_price).toBe(644_000);

    const response = await book({ deal_id: fixtureIds.goaDeal });
    expect(response.statusCode, response.body).toBe(201);
    expect(createBookingReplySchema.parse(response.json())).toMatchObject({
      total_amount: 644_000,
      final_amount: shown?.tax_info.final_price_with_tax,
      payable_amount: shown?.tax_info.final_price_with_tax,
      deal_id: fixtureIds.goaDeal,
      quotation_id: null,
    });
  });

  it('quotes a coupon on the deal price, and the booking charges that quote', async () => {
    const [user] = await api.database.query<{ id: number }>(
      `INSERT INTO users (country_code, phone, first_name) VALUES ('+91', '9876500077', 'Asha') RETURNING id`,
    );
    const session = await startSession(api.database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
    const signedIn = { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) };
    const dates = { checkin: '2026-03-13', checkout: '2026-03-15' };
    const shown = (await hotelPage({ ...dates, dealId: fixtureIds.goaDeal })).room_categories_with_data.find(
      (category) => category.id === stay.room_category_id,
    );

    const page = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/validatecoupon',
      headers: signedIn,
      payload: { code: couponFixtureCodes.welcome, ...stay, ...dates, deal_id: fixtureIds.goaDeal },
    });
    expect(page.statusCode, page.body).toBe(200);
    const quote = couponQuoteSchema.parse(page.json());
    expect(quote.price_before_coupon).toBe(shown?.summed_final_price);

    const response = await book({ ...dates, deal_id: fixtureIds.goaDeal, coupon_code: couponFixtureCodes.welcome }, signedIn);
    expect(response.statusCode, response.body).toBe(201);
    expect(createBookingReplySchema.parse(response.json())).toMatchObject({ total_amount: quote.price_before_coupon, final_amount: quote.total_after_coupon });
  });

  it.each([
    ['a stay past the deal’s window', { checkin: '2026-03-15', checkout: '2026-03-17', deal_id: fixtureIds.goaDeal }],
    ['an expired deal', { deal_id: fixtureIds.expiredDeal }],
    ['another brand’s deal', { deal_id: fixtureIds.canalDeal }],
  ])('refuses %s with 409 DEAL_UNAVAILABLE and writes nothing', async (_case, booking) => {
    const before = await bookingCount();
    const response = await book(booking);
    expect(response.statusCode, response.body).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 409, code: 'DEAL_UNAVAILABLE' });
    expect(await bookingCount()).toBe(before);
  });
});
