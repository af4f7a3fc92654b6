import { describe, expect, it } from 'vitest';
import { apiErrorSchema, searchResponseSchema } from '@stays/api-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';

const api = apiOnFixture();

// Goa for 12–14 March, by popularity: Goa Palms, Nivaas Baga Beach, Goa Villa Verde.
const { goaPalms, bagaBeach, villaVerde } = fixtureIds;
const stay = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-15';

async function search(filters: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/pwa/search?filters[city_id]=${fixtureIds.goa}&${stay}&rooms_config=1,2,0,0,0${filters}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = searchResponseSchema.parse(response.json());
  return {
    ids: body.hotels.map((hotel) => hotel.id),
    total: body.total_count,
    soldOut: body.hotels.filter((hotel) => hotel.isSoldOut).map((hotel) => hotel.id),
  };
}

describe('quick filters on the search route (each narrows the page and the count, and combines with the others)', () => {
  it('pay at hotel leaves out properties that take no payment at the property', async () => {
    await api.database.query('UPDATE properties SET no_postpaid = true WHERE id = $1', [goaPalms]);
    try {
      expect(await search('&filters[pay_at_hotel]=true')).toEqual({ ids: [bagaBeach, villaVerde], total: 2, soldOut: [] });
      expect(await search('&filters[pay_at_hotel]=false')).toEqual({ ids: [goaPalms, bagaBeach, villaVerde], total: 3, soldOut: [] });
    } finally {
      await api.database.query('UPDATE properties SET no_postpaid = false WHERE id = $1', [goaPalms]);
    }
  });

  it('couple friendly leaves out properties refusing unmarried couples, and combines with pay at hotel and rating', async () => {
    await api.database.query('UPDATE properties SET no_unmarried_couples = true WHERE id = $1', [bagaBeach]);
    await api.database.query('UPDATE properties SET no_postpaid = true WHERE id = $1', [villaVerde]);
    try {
      expect(await search('&filters[couple_friendly]=1')).toEqual({ ids: [goaPalms, villaVerde], total: 2, soldOut: [] });
      expect(await search('&filters[couple_friendly]=1&filters[pay_at_hotel]=1')).toEqual({ ids: [goaPalms], total: 1, soldOut: [] });
      expect(await search('&filters[couple_friendly]=1&filters[rating][min]=4')).toEqual({ ids: [], total: 0, soldOut: [] });
    } finally {
      await api.database.query('UPDATE properties SET no_unmarried_couples = false, no_postpaid = false WHERE id = ANY($1)', [[bagaBeach, villaVerde]]);
    }
  });

  it('refuses a quick filter that is not a yes or no, with the API error', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/pwa/search?filters[city_id]=${fixtureIds.goa}&${stay}&filters[pay_at_hotel]=maybe` });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).statusCode).toBe(400);
  });
});

describe('available only', () => {
  it('without it a sold-out property comes last, unpriced; with it only bookable ones, also beside a quick filter', async () => {
    await api.database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-13'`, [fixtureIds.palmsStandard]);
    try {
      const all = await search('&filters[available]=false');
      expect(all).toEqual({ ids: [bagaBeach, villaVerde, goaPalms], total: 3, soldOut: [goaPalms] });
      expect(await search('&filters[available]=true')).toEqual({ ids: [bagaBeach, villaVerde], total: 2, soldOut: [] });
      expect(await search('&filters[available]=false&filters[pay_at_hotel]=true')).toEqual({
        ids: [bagaBeach, villaVerde, goaPalms],
        total: 3,
        soldOut: [goaPalms],
      });
    } finally {
      await api.database.query('UPDATE room_nights SET sold = 0 WHERE room_category_id = $1', [fixtureIds.palmsStandard]);
    }
  });
});
