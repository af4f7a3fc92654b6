import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiErrorSchema,
  autocompleteResponseSchema,
  citiesResponseSchema,
  geographiesResponseSchema,
  hotelDetailsSchema,
  searchResponseSchema,
} from '@stays/api-client';
import { buildApiServer } from './build-api-server';
import { apiOnFixture } from './testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';

const api = apiOnFixture();

const stayQuery = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-15';

async function get(url: string) {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.body, json: () => response.json() as unknown };
}

describe('the API server answers the catalogue calls through the shared contracts', () => {
  it('reads bracket query names (qs): search by city for a stay', async () => {
    const response = await get(`/api/pwa/search?filters[city_id]=${fixtureIds.goa}&${stayQuery}&rooms_config=1,2,0,0,0&locale=en`);
    expect(response.status).toBe(200);
    const body = searchResponseSchema.parse(response.json());
    expect(body.total_count).toBe(3);
    expect(body.hotels[0]?.pricing_details?.nights).toBe(3);
  });

  it('an open search (open_search=true, no dates) lists the city with from prices and no stay price', async () => {
    const response = await get(`/api/pwa/search?filters[city_id]=${fixtureIds.goa}&open_search=true&rooms_config=1,2,0,0,0`);
    expect(response.status).toBe(200);
    const body = searchResponseSchema.parse(response.json());
    expect(body.total_count).toBe(3);
    expect(body.hotels.map((hotel) => [hotel.pricing_details, hotel.from_price_per_night])).toEqual([
      [null, 333_333],
      [null, 400_000],
      [null, 1_000_000],
    ]);
  });

  it('lists cities with their active property counts, filtered', async () => {
    const all = citiesResponseSchema.parse((await get('/api/pwa/cities')).json());
    expect(all.cities.map((city) => [city.slug, city.property_count])).toEqual([
      ['goa', 3],
      ['amsterdam', 1],
      ['new-delhi', 0],
    ]);
    const dutch = citiesResponseSchema.parse((await get('/api/pwa/cities?country_id=143')).json());
    expect(dutch.cities.map((city) => city.name)).toEqual(['Amsterdam']);
    const bySlug = citiesResponseSchema.parse((await get('/api/pwa/cities?slug=new-delhi&popular=false')).json());
    expect(bySlug.cities).toHaveLength(1);
    expect(bySlug.cities[0]).toMatchObject({ name: 'New Delhi', country_name: 'India', popular_location: false, meta_description: '', image_url: '' });
  });

  it('suggests places and hotels in groups', async () => {
    const body = autocompleteResponseSchema.parse((await get('/api/pwa/autocomplete?query=goa&brandName=nivaas')).json());
    expect(body.sentences.values.map((value) => value.display_name)).toEqual(['Hotels in Goa']);
    expect(body.locations.values.map((value) => value.display_name)).toEqual(['Goa']);
    expect(body.hotels.values.map((value) => value.display_name)).toEqual(['Nivaas Goa Palms, Goa']);
    expect([body.sentences.priority, body.locations.priority, body.hotels.priority]).toEqual([1, 2, 3]);
  });

  it('names the places of a listing URL: a locality by id, the known tags in the order asked', async () => {
    await api.database.query(`INSERT INTO tags (id, slug, name) VALUES (801, 'beach', 'Beach'), (802, 'family', 'Family')`);
    const byLocality = geographiesResponseSchema.parse((await get(`/api/pwa/geographies?locality_id=${fixtureIds.baga}`)).json());
    expect([byLocality.city?.slug, byLocality.locality?.slug, byLocality.tags]).toEqual(['goa', 'baga', []]);
    const tagged = geographiesResponseSchema.parse((await get('/api/pwa/geographies?place=goa&tags=family,nowhere,beach')).json());
    expect(tagged.tags.map((tag) => tag.slug)).toEqual(['family', 'beach']);
  });

  it('searches the properties carrying every tag, the ids as a list or repeated (qs)', async () => {
    await api.database.query(`INSERT INTO tags (id, slug, name) VALUES (811, 'pool', 'Pool'), (812, 'quiet', 'Quiet')`);
    await api.database.query(`INSERT INTO property_tags (property_id, tag_id) VALUES ($1, 811), ($1, 812), ($2, 811)`, [
      fixtureIds.bagaBeach,
      fixtureIds.goaPalms,
    ]);
    for (const tags of ['filters[tag_ids]=811,812', 'filters[tag_ids][0]=811&filters[tag_ids][1]=812']) {
      const body = searchResponseSchema.parse((await get(`/api/pwa/search?filters[city_id]=${fixtureIds.goa}&${tags}&${stayQuery}`)).json());
      expect(body.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.bagaBeach]);
    }
  });

  it('gives hotel details priced for the stay', async () => {
    const response = await get(`/api/pwa/hotels/${fixtureIds.bagaBeach}?${stayQuery}`);
    expect(response.status).toBe(200);
    const body = hotelDetailsSchema.parse(response.json());
    expect(body.room_categories_with_data.map((category) => category.name)).toEqual(['Classic', 'Suite']);
    expect(body.amenities.map((amenity) => amenity.icon)).toEqual(['wifi', 'ac']);
  });
});

describe('one error body for every failure', () => {
  it.each([
    ['a missing checkin', `/api/pwa/search?filters[city_id]=1&available_room_count[checkout]=2026-03-15`, 'available_room_count[checkin]'],
    [
      'a malformed date',
      `/api/pwa/search?filters[city_id]=1&available_room_count[checkin]=12-03-2026&available_room_count[checkout]=2026-03-15`,
      'available_room_count[checkin]',
    ],
    ['no location filter', `/api/pwa/search?${stayQuery}`, 'filters'],
    ['neither dates nor an open search', `/api/pwa/search?filters[city_id]=1`, 'available_room_count'],
    ['dates and an open search', `/api/pwa/search?filters[city_id]=1&${stayQuery}&open_search=true`, 'available_room_count'],
    ['a non-numeric city', `/api/pwa/search?filters[city_id]=goa&${stayQuery}`, 'filters[city_id]'],
    ['an unknown sorter', `/api/pwa/search?filters[city_id]=1&${stayQuery}&format_response[sort_params]=cheapest`, 'format_response[sort_params]'],
    ['a rooms_config of the wrong shape', `/api/pwa/search?filters[city_id]=1&${stayQuery}&rooms_config=2,1,0`, 'rooms_config'],
    ['an empty autocomplete query', '/api/pwa/autocomplete?query=', 'query'],
    ['a hotel id that is not a number', `/api/pwa/hotels/abc?${stayQuery}`, 'hotelId'],
    ['a country id that is not a number', '/api/pwa/cities?country_id=nl', 'country_id'],
    ['more than three tags to search', `/api/pwa/search?filters[city_id]=1&${stayQuery}&filters[tag_ids]=1,2,3,4`, 'filters[tag_ids]'],
    ['geographies without a place', '/api/pwa/geographies?tags=beach', 'place'],
    ['geographies with both a place and a locality id', '/api/pwa/geographies?place=goa&locality_id=7', 'place'],
    ['geographies with more than three tags', '/api/pwa/geographies?place=goa&tags=a,b,c,d', 'tags'],
  ])('400 VALIDATION_ERROR naming the field for %s', async (_case, url, field) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(body.message.startsWith(`${field}: `)).toBe(true);
  });

  it.each([
    [
      'checkout before checkin',
      `/api/pwa/search?filters[city_id]=1&available_room_count[checkin]=2026-03-15&available_room_count[checkout]=2026-03-12`,
      400,
      'INVALID_DATES',
    ],
    ['a stay of 31 nights', `/api/pwa/hotels/101?available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-04-12`, 400, 'INVALID_DATES'],
    ['a checkin before today', `/api/pwa/hotels/101?available_room_count[checkin]=2026-03-09&available_room_count[checkout]=2026-03-12`, 400, 'INVALID_DATES'],
    ['an unknown hotel', `/api/pwa/hotels/999999?${stayQuery}`, 404, 'HOTEL_NOT_FOUND'],
    ['a disabled hotel', `/api/pwa/hotels/${fixtureIds.disabledHotel}?${stayQuery}`, 404, 'HOTEL_DISABLED'],
    ['an unknown city', `/api/pwa/search?filters[city_id]=999&${stayQuery}`, 404, 'LOCATION_NOT_FOUND'],
    ['an unknown route', '/api/pwa/nothing-here', 404, 'NOT_FOUND'],
    ['a picture of an unknown property', '/api/pwa/images/999999/0.svg', 404, 'NOT_FOUND'],
  ])('%s: %s → %i %s', async (_case, url, status, code) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: status, code });
  });

  it('an unexpected failure is a 500 INTERNAL_ERROR without a stack or the SQL', async () => {
    await api.database.query('ALTER TABLE amenities RENAME TO amenities_away');
    try {
      const response = await get(`/api/pwa/hotels/${fixtureIds.bagaBeach}?${stayQuery}`);
      expect(response.status).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'something went wrong' });
      expect(response.body).not.toMatch(/amenities|at .*\.ts|stack/i);
    } finally {
      await api.database.query('ALTER TABLE amenities_away RENAME TO amenities');
    }
  });
});

describe('pictures and probes', () => {
  it('draws a property picture as an immutable SVG', async () => {
    const response = await get(`/api/pwa/images/${fixtureIds.bagaBeach}/1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('aria-label="Picture 1 of property 101"');
    expect((await get(`/api/pwa/images/${fixtureIds.bagaBeach}/1.svg`)).body).toBe(response.body);
  });

  it('answers /healthz and /readyz', async () => {
    expect(await get('/healthz')).toMatchObject({ status: 200 });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz reports 503 when the api.database is gone, /healthz stays up', async () => {
    const gone = buildApiServer({
      database: { query: () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const ready = await gone.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ statusCode: 503, code: 'NOT_READY' });
      expect((await gone.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await gone.close();
    }
  });
});

describe('the payment provider in production', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses to build on the sandbox with NODE_ENV=production unless PAYMENTS_SANDBOX=enabled', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => buildApiServer({ database: api.database })).toThrow(/PAYMENTS_SANDBOX=enabled/);
    vi.stubEnv('PAYMENTS_SANDBOX', 'enabled');
    const staging = buildApiServer({ database: api.database });
    await staging.close();
  });
});
