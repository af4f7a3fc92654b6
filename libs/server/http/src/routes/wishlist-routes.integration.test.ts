import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  generateNewLink,
  getSharedWishlist,
  getWishlist,
  hotelDetailsSchema,
  searchResponseSchema,
  shortlistHotel,
  shortlistedHotelsListSchema,
  type ApiClientOptions,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { apiOnFixture } from '../testing/api-on-fixture';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';

const accounts = readAccountsConfig({});

const api = apiOnFixture({ accounts });

async function signedInGuest(name: string) {
  const [user] = await api.database.query<{ id: number }>(`INSERT INTO users (first_name) VALUES ($1) RETURNING id`, [name]);
  const started = await startSession(api.database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { userId: user?.id ?? 0, token: started.token, csrf: csrfTokenFor(accounts.secret, started.token) };
}

/** The typed client, answered in process with the session cookie the browser would send (none for `token` null). */
function clientOf(token: string | null): ApiClientOptions {
  return {
    baseUrl: 'http://api.test',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const headers = { ...(init?.headers as Record<string, string>), ...(token ? { cookie: `token=${token}` } : {}) };
      const response = await api.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: `${url.pathname}${url.search}`,
        ...(init?.body ? { payload: String(init.body) } : {}),
        headers,
      });
      return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
    },
  };
}

const stay = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-14';

describe('shortlisting', () => {
  it('adds a stay to the signed-in guest’s wishlist, flips isShortListed in search and on the hotel page, and takes it off again', async () => {
    const guest = await signedInGuest('Asha');
    const client = clientOf(guest.token);
    const added = await shortlistHotel(client, { hotel_id: fixtureIds.bagaBeach }, guest.csrf);
    expect(added).toEqual({ hotel_id: fixtureIds.bagaBeach, isShortListed: true, default_shortlist: { count: 1, max_items: 50, code: null } });
    // Adding twice keeps one entry.
    expect((await shortlistHotel(client, { hotel_id: fixtureIds.bagaBeach }, guest.csrf)).default_shortlist.count).toBe(1);

    const search = await api.app.inject({
      method: 'GET',
      url: `/api/pwa/search?filters[city_id]=${fixtureIds.goa}&${stay}`,
      headers: { cookie: `token=${guest.token}` },
    });
    const hotels = searchResponseSchema.parse(search.json()).hotels;
    expect(hotels.find((hotel) => hotel.id === fixtureIds.bagaBeach)?.isShortListed).toBe(true);
    expect(hotels.filter((hotel) => hotel.id !== fixtureIds.bagaBeach).every((hotel) => !hotel.isShortListed)).toBe(true);

    const page = await api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${stay}`, headers: { cookie: `token=${guest.token}` } });
    expect(hotelDetailsSchema.parse(page.json()).isShortListed).toBe(true);

    const list = shortlistedHotelsListSchema.parse(
      (await api.app.inject({ method: 'GET', url: '/api/pwa/shortlisted-hotels-list', headers: { cookie: `token=${guest.token}` } })).json(),
    );
    expect(list.properties.map((property) => property.id)).toEqual([fixtureIds.bagaBeach]);
    expect(list.properties[0]).toMatchObject({ property_type: 'hotel', isShortListed: true });
    expect(Object.keys(list.properties[0] ?? {})).toEqual(expect.arrayContaining(['display_category', 'no_of_people', 'no_of_pets', 'no_of_bedrooms']));

    const removed = await shortlistHotel(client, { hotel_id: fixtureIds.bagaBeach, action: 'remove' }, guest.csrf);
    expect(removed).toMatchObject({ isShortListed: false, default_shortlist: { count: 0 } });
    const after = await api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${stay}`, headers: { cookie: `token=${guest.token}` } });
    expect(hotelDetailsSchema.parse(after.json()).isShortListed).toBe(false);
  });

  it('shows nobody else’s hearts: a guest not signed in and another guest see isShortListed false', async () => {
    const owner = await signedInGuest('Ravi');
    await shortlistHotel(clientOf(owner.token), { hotel_id: fixtureIds.goaPalms }, owner.csrf);
    const other = await signedInGuest('Meera');
    for (const headers of [{}, { cookie: `token=${other.token}` }]) {
      const search = await api.app.inject({ method: 'GET', url: `/api/pwa/search?filters[city_id]=${fixtureIds.goa}&${stay}`, headers });
      expect(searchResponseSchema.parse(search.json()).hotels.some((hotel) => hotel.isShortListed)).toBe(false);
    }
  });

  it('refuses an unknown or disabled stay with 404 and a bad id with 400, adding nothing', async () => {
    const guest = await signedInGuest('Kiran');
    const headers = { cookie: `token=${guest.token}`, 'x-csrf-token': guest.csrf };
    for (const [hotelId, status] of [
      [999_999, 404],
      [fixtureIds.disabledHotel, 404],
      ['abc', 400],
      [-1, 400],
    ] as const) {
      const response = await api.app.inject({ method: 'POST', url: '/api/pwa/shortlisthotel', payload: { hotel_id: hotelId }, headers });
      expect(response.statusCode).toBe(status);
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(status);
    }
    expect((await getWishlist(clientOf(guest.token))).data.count).toBe(0);
  });

  it('holds up to 50 stays: the 51st is refused with 409 WISHLIST_FULL, and one removed makes room again', async () => {
    await api.database.query(
      `INSERT INTO properties
       SELECT (jsonb_populate_record(NULL::properties, to_jsonb(p) || jsonb_build_object('id', g, 'name', 'Copy ' || g))).*
         FROM properties p, generate_series(5001, 5051) g WHERE p.id = $1`,
      [fixtureIds.bagaBeach],
    );
    const guest = await signedInGuest('Full');
    const client = clientOf(guest.token);
    for (let id = 5001; id <= 5050; id += 1) await shortlistHotel(client, { hotel_id: id }, guest.csrf);
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/shortlisthotel',
      payload: { hotel_id: 5051 },
      headers: { cookie: `token=${guest.token}`, 'x-csrf-token': guest.csrf },
    });
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json())).toEqual({
      statusCode: 409,
      code: 'WISHLIST_FULL',
      message: 'Your wishlist holds up to 50 stays. Remove one to add another.',
    });
    // A stay already on the full list can be hearted again without an error.
    expect((await shortlistHotel(client, { hotel_id: 5001 }, guest.csrf)).default_shortlist.count).toBe(50);
    await shortlistHotel(client, { hotel_id: 5001, action: 'remove' }, guest.csrf);
    expect((await shortlistHotel(client, { hotel_id: 5051 }, guest.csrf)).default_shortlist.count).toBe(50);
  });

  it('never passes the cap when adds race (three at once onto a list of 49)', async () => {
    const guest = await signedInGuest('Racer');
    const client = clientOf(guest.token);
    for (let id = 5001; id <= 5049; id += 1) await shortlistHotel(client, { hotel_id: id }, guest.csrf);
    const outcomes = await Promise.all(
      [5050, 5051, fixtureIds.bagaBeach].map((id) =>
        api.app.inject({
          method: 'POST',
          url: '/api/pwa/shortlisthotel',
          payload: { hotel_id: id },
          headers: { cookie: `token=${guest.token}`, 'x-csrf-token': guest.csrf },
        }),
      ),
    );
    expect(outcomes.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await getWishlist(client)).data.count).toBe(50);
  });
});

describe('sharing a wishlist', () => {
  it('shares by an unguessable code, shows the stays without the owner, replaces the code on a new link and stops on remove', async () => {
    const guest = await signedInGuest('Sharer');
    const client = clientOf(guest.token);
    await shortlistHotel(client, { hotel_id: fixtureIds.canalHouse }, guest.csrf);
    const first = await generateNewLink(client, guest.csrf);
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.path).toBe(`/wishlist/${first.code}`);
    expect((await getWishlist(client)).code_data).toEqual(first);

    const anyone = clientOf(null);
    const shared = await getSharedWishlist(anyone, first.code ?? '');
    expect(shared.data.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.canalHouse]);
    expect(JSON.stringify(shared)).not.toMatch(/Sharer|user_id|userId|email|phone/);

    const second = await generateNewLink(client, guest.csrf);
    expect(second.code).not.toBe(first.code);
    const old = await api.app.inject({ method: 'GET', url: `/api/pwa/wishlist/${first.code}` });
    expect(old.statusCode).toBe(404);
    expect(apiErrorSchema.parse(old.json()).code).toBe('WISHLIST_NOT_FOUND');

    const removed = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/removeSharedWishlist',
      payload: {},
      headers: { cookie: `token=${guest.token}`, 'x-csrf-token': guest.csrf },
    });
    expect(removed.json()).toEqual({ code: null, path: null });
    expect((await api.app.inject({ method: 'GET', url: `/api/pwa/wishlist/${second.code}` })).statusCode).toBe(404);
    // The list itself stays.
    expect((await getWishlist(client)).data.count).toBe(1);
  });
});

describe('POST autocompletenew/feedback', () => {
  const feedback = { query: 'Goa', suggestion_id: 'city-1', suggestion_type: 'city', position: 0, brand_name: 'nivaas' };

  it('records the pick with the signed-in guest, and refuses a bad body with 400 recording nothing', async () => {
    const guest = await signedInGuest('Picker');
    const ok = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/autocompletenew/feedback',
      payload: feedback,
      headers: { cookie: `token=${guest.token}`, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ recorded: true });
    const rows = await api.database.query<{ query: string; action: string; user_id: number; brand_id: string }>(
      `SELECT query, action, user_id, brand_id FROM autocomplete_feedback`,
    );
    expect(rows).toEqual([{ query: 'goa', action: 'selected', user_id: guest.userId, brand_id: 'nivaas' }]);
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/autocompletenew/feedback',
      payload: { ...feedback, suggestion_type: 'planet' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await api.database.query(`SELECT 1 FROM autocomplete_feedback`)).length).toBe(1);
  });

  it('limits one address to 30 a minute (429 with Retry-After), other addresses unaffected', async () => {
    const send = (address: string) =>
      api.app.inject({ method: 'POST', url: '/api/pwa/autocompletenew/feedback', payload: feedback, headers: { 'x-forwarded-for': address } });
    for (let index = 0; index < 30; index += 1) expect((await send('203.0.113.50')).statusCode).toBe(201);
    const limited = await send('203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('203.0.113.51')).statusCode).toBe(201);
  });
});
