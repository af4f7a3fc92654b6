import { describe, expect, it } from 'vitest';
import { apiErrorSchema, mapSearchResponseSchema, searchResponseSchema } from '@stays/api-client';
import { buildApiServer } from '../build-api-server';
import { apiOnFixture } from '../testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';

const api = apiOnFixture();

// The fixture's nights run from 2026-03-10 (today at FIXTURE_NOW) for ten nights; every Goa rate rises night by night.
const stayOf = (checkin: string, checkout: string) => `available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}`;

async function search(query: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/pwa/search?filters[city_id]=${fixtureIds.goa}&rooms_config=1,2,0,0,0&${query}` });
  expect(response.statusCode).toBe(200);
  return searchResponseSchema.parse(response.json());
}

const hotel = (result: Awaited<ReturnType<typeof search>>, id: number) => result.hotels.find((candidate) => candidate.id === id);

describe('flexible days (flexible_days_count): the cheapest stay of the same length within ±N days', () => {
  it('prices each property for its cheapest moved stay and says which dates it is for', async () => {
    const flexible = await search(`${stayOf('2026-03-12', '2026-03-15')}&flexible_days_count=2`);
    const earliest = await search(stayOf('2026-03-10', '2026-03-13'));
    const baga = hotel(flexible, fixtureIds.bagaBeach);
    expect(baga?.flexible_dates).toEqual({ checkin: '2026-03-10', checkout: '2026-03-13' });
    expect(baga?.pricing_details).toEqual(hotel(earliest, fixtureIds.bagaBeach)?.pricing_details);
    expect(baga?.pricing_details?.nights).toBe(3);
  });

  it('says nothing of dates when the price is for the asked ones (exact dates)', async () => {
    const exact = await search(stayOf('2026-03-12', '2026-03-15'));
    expect(exact.hotels.map((result) => result.flexible_dates)).toEqual(exact.hotels.map(() => undefined));
  });

  it('never moves the check-in before today in the time zone of the place', async () => {
    // A day later (11 March in Goa), the cheaper nights of 10 March are in the past.
    const nextDay = buildApiServer({ database: api.database, now: () => new Date('2026-03-11T06:00:00Z') });
    try {
      const response = await nextDay.inject({
        method: 'GET',
        url: `/api/pwa/search?filters[city_id]=${fixtureIds.goa}&rooms_config=1,2,0,0,0&${stayOf('2026-03-12', '2026-03-14')}&flexible_days_count=3`,
      });
      const flexible = searchResponseSchema.parse(response.json());
      expect(hotel(flexible, fixtureIds.bagaBeach)?.flexible_dates).toEqual({ checkin: '2026-03-11', checkout: '2026-03-13' });
    } finally {
      await nextDay.close();
    }
  });

  it('finds a property full on the asked dates at the nearest dates it is free', async () => {
    await api.database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-12'`, [fixtureIds.palmsStandard]);
    try {
      const exact = await search(stayOf('2026-03-12', '2026-03-15'));
      expect(hotel(exact, fixtureIds.goaPalms)).toBeUndefined();
      const flexible = await search(`${stayOf('2026-03-12', '2026-03-15')}&flexible_days_count=2`);
      const palms = hotel(flexible, fixtureIds.goaPalms);
      expect(palms?.flexible_dates).toEqual({ checkin: '2026-03-13', checkout: '2026-03-16' });
      expect(palms?.pricing_details?.total_price).toBe(
        hotel(await search(stayOf('2026-03-13', '2026-03-16')), fixtureIds.goaPalms)?.pricing_details?.total_price,
      );
    } finally {
      await api.database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1`, [fixtureIds.palmsStandard]);
    }
  });

  it('sorts by the flexible prices and pages through them', async () => {
    const query = `${stayOf('2026-03-12', '2026-03-15')}&flexible_days_count=1&format_response[sort_params]=price_low_to_high`;
    const all = await search(query);
    const totals = all.hotels.map((result) => result.pricing_details?.total_price ?? Infinity);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(all.total_count).toBe(3);
    const second = await search(`${query}&format_response[batch_count]=1&format_response[offset]=1`);
    expect(second.hotels.map((result) => result.id)).toEqual([all.hotels[1]?.id]);
    expect(second.total_count).toBe(3);
  });

  it('filters on the flexible price per night', async () => {
    const all = await search(`${stayOf('2026-03-12', '2026-03-15')}&flexible_days_count=2`);
    const cheapest = Math.min(...all.hotels.map((result) => result.pricing_details?.price_per_night ?? Infinity));
    const filtered = await search(`${stayOf('2026-03-12', '2026-03-15')}&flexible_days_count=2&filters[price][max]=${cheapest}`);
    expect(filtered.hotels.map((result) => result.pricing_details?.price_per_night)).toEqual([cheapest]);
  });

  it('the map prices its pins by the same flexible stays', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/pwa/search/map?filters[city_id]=${fixtureIds.goa}&rooms_config=1,2,0,0,0&${stayOf('2026-03-12', '2026-03-15')}&flexible_days_count=2`,
    });
    const map = mapSearchResponseSchema.parse(response.json());
    const list = await search(`${stayOf('2026-03-12', '2026-03-15')}&flexible_days_count=2`);
    expect(map.points.find((point) => point.id === fixtureIds.bagaBeach)?.price_per_night).toBe(
      hotel(list, fixtureIds.bagaBeach)?.pricing_details?.price_per_night,
    );
    // The stay's total, that the selected pin's card takes a wizard member's price from, is the list card's.
    expect(map.points.find((point) => point.id === fixtureIds.bagaBeach)?.total_price).toBe(hotel(list, fixtureIds.bagaBeach)?.pricing_details?.total_price);
  });

  it.each(['4', '-1', 'two'])('refuses flexible_days_count=%s with a 400 naming it', async (value) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/pwa/search?filters[city_id]=${fixtureIds.goa}&${stayOf('2026-03-12', '2026-03-15')}&flexible_days_count=${value}`,
    });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.message).toContain('flexible_days_count');
  });
});
