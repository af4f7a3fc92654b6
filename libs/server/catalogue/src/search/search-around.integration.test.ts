import { describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchQuery } from '@stays/api-client';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { searchHotels } from './search-hotels.service';
import { searchMap } from './search-map.service';

const database = useCatalogueDatabase();
const stay = { checkin: '2026-03-12', checkout: '2026-03-15' };

function parse(query: Partial<SearchQuery>) {
  return searchQuerySchema.parse({ available_room_count: stay, ...query });
}

/** The haversine distance, by hand, to compare with what the SQL answers. */
function kilometres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('search around a point (Near me, hotels near a place)', () => {
  const baga = { lat: 15.5553, lng: 73.7517 };

  it('finds only properties within the radius, nearest first with the distance sort, each with its distance in km', async () => {
    const result = await searchHotels(
      database,
      parse({
        search_type: 'locations',
        coordinates: { latitude: baga.lat, longitude: baga.lng, radius_km: 5 },
        filters: {},
        format_response: { sort_params: 'distance' },
      }),
      FIXTURE_NOW,
    );
    // Baga Beach is ~0.1 km away, Villa Verde ~4.1 km; Goa Palms (Panaji, ~10 km) is outside 5 km.
    expect(result.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.bagaBeach, fixtureIds.villaVerde]);
    const villa = result.hotels[1];
    expect(villa?.distance_unit).toBe('km');
    expect(villa?.distance).toBe(Math.round(kilometres(baga, { lat: 15.59, lng: 73.77 }) * 10) / 10);
  });

  it('a wider radius takes in the next town', async () => {
    const result = await searchHotels(
      database,
      parse({ search_type: 'locations', coordinates: { latitude: baga.lat, longitude: baga.lng, radius_km: 15 }, filters: {} }),
      FIXTURE_NOW,
    );
    expect(result.hotels.map((hotel) => hotel.id).sort()).toEqual([fixtureIds.bagaBeach, fixtureIds.goaPalms, fixtureIds.villaVerde]);
  });

  it('a point far from any property finds nothing, and still answers (no 404)', async () => {
    const result = await searchHotels(
      database,
      parse({ search_type: 'locations', coordinates: { latitude: 0, longitude: -30, radius_km: 10 }, filters: {} }),
      FIXTURE_NOW,
    );
    expect(result).toMatchObject({ hotels: [], total_count: 0 });
  });

  it('a city search measures distances from the city centre', async () => {
    const result = await searchHotels(database, parse({ filters: { city_id: fixtureIds.goa }, format_response: { sort_params: 'distance' } }), FIXTURE_NOW);
    const distances = result.hotels.map((hotel) => hotel.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((distance) => distance >= 0)).toBe(true);
  });

  it('a country-wide search has no centre, so no distance', async () => {
    const country = await searchHotels(database, parse({ search_type: 'country', filters: { country_id: 143 } }), FIXTURE_NOW);
    expect(country.hotels.map((hotel) => [hotel.id, hotel.distance])).toEqual([[fixtureIds.canalHouse, null]]);
  });
});

describe('search by tag', () => {
  it('keeps only the properties carrying the tag', async () => {
    await database.query(`INSERT INTO tags (id, slug, name) VALUES (501, 'beach', 'Beach')`);
    await database.query(`INSERT INTO property_tags (property_id, tag_id) VALUES (101, 501), (103, 501)`);
    const result = await searchHotels(database, parse({ search_type: 'tag', filters: { city_id: fixtureIds.goa, tag_id: 501 } }), FIXTURE_NOW);
    // 103 carries the tag too but is disabled.
    expect(result.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.bagaBeach]);
  });
});

describe('map search: up to 5,000 results with minimal fields', () => {
  it('answers the same properties as the list search, with position and price per night', async () => {
    const query = parse({ filters: { city_id: fixtureIds.goa }, format_response: { batch_count: 5000 } });
    const [list, map] = await Promise.all([
      searchHotels(database, parse({ filters: { city_id: fixtureIds.goa }, format_response: { batch_count: 20 } }), FIXTURE_NOW),
      searchMap(database, query, FIXTURE_NOW),
    ]);
    expect(map.total_count).toBe(list.total_count);
    expect(map.points.map((point) => point.id)).toEqual(list.hotels.map((hotel) => hotel.id));
    for (const hotel of list.hotels) {
      const point = map.points.find((candidate) => candidate.id === hotel.id);
      expect(point).toEqual({
        id: hotel.id,
        name: hotel.name,
        latitude: hotel.geo_location.lat,
        longitude: hotel.geo_location.lng,
        price_per_night: hotel.pricing_details?.price_per_night ?? null,
        total_price: hotel.pricing_details?.total_price ?? null,
        currency_code: hotel.currency_code,
        rating: hotel.ratings.value,
        country_id: hotel.country_id,
      });
    }
  });

  it('refuses more than 5,000 results at the contract', () => {
    expect(searchQuerySchema.safeParse({ available_room_count: stay, filters: { city_id: 1 }, format_response: { batch_count: 5001 } }).success).toBe(false);
  });

  it('refuses a search with neither place nor coordinates', () => {
    expect(searchQuerySchema.safeParse({ available_room_count: stay, filters: {} }).success).toBe(false);
  });
});
