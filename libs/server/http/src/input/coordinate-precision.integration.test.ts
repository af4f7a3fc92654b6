import { describe, expect, it } from 'vitest';
import { mapSearchResponseSchema, searchResponseSchema, similarHotelsResponseSchema } from '@stays/api-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';

// Found by the fuzz test (security issue 17): a coordinate or radius too small for PostgreSQL's double precision
// (a subnormal such as -6.4e-323, which JavaScript reads) reached the database, which refused it: a 500 (now the
// error handler's 400 INVALID_VALUE). A point is read to seven decimals (about a centimetre), so such a value is 0.
const api = apiOnFixture();

const stay = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-14';

describe('coordinates are read to a precision PostgreSQL can hold', () => {
  it.each([
    ['a subnormal latitude', `coordinates[latitude]=-6.4e-323&coordinates[longitude]=73.75`],
    ['a subnormal longitude', `coordinates[latitude]=15.55&coordinates[longitude]=1e-320&coordinates[radius_km]=12.0000000000000001`],
  ])('search and map search around %s', async (_case, point) => {
    for (const [url, schema] of [
      [`/api/pwa/search?search_type=locations&${point}&${stay}`, searchResponseSchema],
      [`/api/pwa/search/map?search_type=locations&${point}&${stay}`, mapSearchResponseSchema],
    ] as const) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      schema.parse(response.json());
    }
  });

  it('similar hotels around a subnormal point', async () => {
    const url = `/api/pwa/similar-hotels?${stay}&filters[affinity_hotel_id]=${fixtureIds.bagaBeach}&filters[coordinates][lat]=5e-324&filters[coordinates][lng]=73.75`;
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    similarHotelsResponseSchema.parse(response.json());
  });

  it('still finds the hotels around a real point', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/pwa/search?search_type=locations&coordinates[latitude]=15.556&coordinates[longitude]=73.752&${stay}`,
    });
    expect(searchResponseSchema.parse(response.json()).total_count).toBeGreaterThan(0);
  });
});
