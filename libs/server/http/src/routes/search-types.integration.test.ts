import { describe, expect, it } from 'vitest';
import { apiErrorSchema, autocompleteResponseSchema, geographiesResponseSchema, searchResponseSchema } from '@stays/api-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';

const api = apiOnFixture({}, async (database) => {
  await database.query(`INSERT INTO tags (id, slug, name) VALUES (901, 'couple-friendly', 'Couple friendly'), (902, 'near-beach', 'Near the beach')`);
  await database.query(`INSERT INTO property_tags (property_id, tag_id) VALUES (101, 901), (102, 901), (104, 901), (101, 902)`);
});

const stayQuery = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-15';

async function get(url: string) {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, json: () => response.json() as unknown };
}

async function searchIds(query: string) {
  const response = await get(`/api/pwa/search?${query}&${stayQuery}`);
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(response.json()).hotels.map((hotel) => hotel.id);
}

describe('a holiday park search (search_type=holiday_park)', () => {
  it('lists the homes of the park, with their distance from its centre', async () => {
    const response = await get(`/api/pwa/search?search_type=holiday_park&filters[holiday_park_id]=${fixtureIds.amsterdamseBos}&${stayQuery}`);
    const body = searchResponseSchema.parse(response.json());
    expect(body.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.canalHouse]);
    expect(body.hotels[0]?.distance).toBeGreaterThan(0);
  });

  it('an open search (no dates) of the park lists its homes with their from prices', async () => {
    const response = await get(`/api/pwa/search?search_type=holiday_park&filters[holiday_park_id]=${fixtureIds.amsterdamseBos}&open_search=true`);
    const body = searchResponseSchema.parse(response.json());
    expect(body.hotels.map((hotel) => [hotel.id, hotel.from_price_per_night !== null])).toEqual([[fixtureIds.canalHouse, true]]);
  });

  it('refuses a park search without its park, and a park id on another search type', async () => {
    for (const url of [`/api/pwa/search?search_type=holiday_park&filters[city_id]=2&${stayQuery}`, `/api/pwa/search?filters[holiday_park_id]=1&${stayQuery}`]) {
      const response = await get(url);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toContain('filters[holiday_park_id]');
    }
  });

  it('answers 404 LOCATION_NOT_FOUND for a park that does not exist', async () => {
    const response = await get(`/api/pwa/search?search_type=holiday_park&filters[holiday_park_id]=999&${stayQuery}`);
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe('LOCATION_NOT_FOUND');
  });

  it('geographies name the park and its city for its listing', async () => {
    const response = await get(`/api/pwa/geographies?holiday_park_id=${fixtureIds.amsterdamseBos}`);
    const body = geographiesResponseSchema.parse(response.json());
    expect(body.holiday_park).toMatchObject({ id: 1, name: 'Vakantiepark Amsterdamse Bos', slug: 'vakantiepark-amsterdamse-bos', country_id: 143 });
    expect(body.city?.name).toBe('Amsterdam');
    expect((await get('/api/pwa/geographies?holiday_park_id=999')).json()).toMatchObject({ city: null, holiday_park: null });
  });
});

describe('the collections (search_type=townhouse, silverkey)', () => {
  it('list only the properties of the collection in the place searched', async () => {
    expect(await searchIds(`search_type=townhouse&filters[city_id]=${fixtureIds.goa}`)).toEqual([fixtureIds.goaPalms]);
    expect(await searchIds(`search_type=silverkey&filters[country_id]=1`)).toEqual([fixtureIds.bagaBeach]);
    expect(await searchIds(`search_type=townhouse&filters[city_id]=${fixtureIds.amsterdam}`)).toEqual([]);
  });
});

describe('autocomplete suggests countries, holiday parks, collections and themes', () => {
  async function suggest(query: string, extra = '') {
    const response = await get(`/api/pwa/autocomplete?query=${encodeURIComponent(query)}${extra}`);
    expect(response.status).toBe(200);
    return autocompleteResponseSchema.parse(response.json());
  }

  it('a country by its name, first among the locations: a whole-country search', async () => {
    const reply = await suggest('nether');
    expect(reply.locations.values[0]).toMatchObject({ type: 'country', display_name: 'Netherlands', country_id: 143, city_id: null });
  });

  it('a holiday park among the locations, with its city', async () => {
    const reply = await suggest('amsterdamse', '&brandName=dunelight');
    expect(reply.locations.values).toContainEqual(
      expect.objectContaining({
        type: 'holiday_park',
        display_name: 'Vakantiepark Amsterdamse Bos, Amsterdam',
        location_id: 1,
        location_slug: 'vakantiepark-amsterdamse-bos',
        supply: 1,
      }),
    );
    // A hotel brand has no parks.
    expect((await suggest('amsterdamse', '&brandName=nivaas')).locations.values).toEqual([]);
  });

  it('a collection of the hotel brand as a sentence', async () => {
    const reply = await suggest('townh', '&brandName=nivaas');
    expect(reply.sentences.values[0]).toMatchObject({ type: 'townhouse', display_name: 'Nivaas Townhouse', country_id: 1, supply: 1 });
    expect((await suggest('townh', '&brandName=dunelight')).sentences.values).toEqual([]);
  });

  it('a theme as a sentence for the city with most of it, within the brand', async () => {
    const hotels = await suggest('couple', '&brandName=nivaas');
    expect(hotels.sentences.values[0]).toMatchObject({
      type: 'tag',
      display_name: 'Couple friendly hotels in Goa',
      city_slug: 'goa',
      tags: ['couple-friendly'],
      supply: 2,
    });
    const homes = await suggest('couple', '&brandName=dunelight');
    expect(homes.sentences.values[0]).toMatchObject({ type: 'tag', display_name: 'Couple friendly homes in Amsterdam', city_slug: 'amsterdam', supply: 1 });
  });
});
