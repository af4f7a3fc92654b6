import { describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchQuery } from '@stays/api-client';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { searchHotels } from './search-hotels.service';

const database = useCatalogueDatabase();

// Goa for nights 2–4, two adults: Goa Palms (hotel, Standard, 3.9, Wi-Fi) 333,354 a night; Nivaas Baga Beach
// (hotel, Premium, 4.5, Wi-Fi + air conditioning) 403,000; Goa Villa Verde (home, Villa, unrated, 1 pet) 1,000,000.
const stay = { checkin: '2026-03-12', checkout: '2026-03-15' };
const { goaPalms, bagaBeach, villaVerde } = fixtureIds;

function search(filters: Record<string, unknown>, formatResponse: SearchQuery['format_response'] = {}) {
  return searchHotels(
    database,
    searchQuerySchema.parse({
      available_room_count: stay,
      // Two adults, the stay these prices were worked out for (the API's own default is one adult), unless the guests are the filter.
      ...('guest_count' in filters || 'number_of_rooms' in filters ? {} : { rooms_config: '1,2,0,0,0' }),
      filters: { city_id: fixtureIds.goa, ...filters },
      format_response: formatResponse,
    }),
    FIXTURE_NOW,
  );
}

async function found(filters: Record<string, unknown>) {
  const result = await search(filters);
  return { ids: result.hotels.map((hotel) => hotel.id), total: result.total_count };
}

describe('search filters (each narrows the page and the total count)', () => {
  it('price per night: at most, at least, and both, on the cheapest price of the stay', async () => {
    expect(await found({ price: { max: '500000' } })).toEqual({ ids: [goaPalms, bagaBeach], total: 2 });
    expect(await found({ price: { min: '403000' } })).toEqual({ ids: [bagaBeach, villaVerde], total: 2 });
    expect(await found({ price: { min: '403001', max: '999999' } })).toEqual({ ids: [], total: 0 });
    const within = await search({ price: { max: '500000' } });
    expect(within.hotels.every((hotel) => (hotel.pricing_details?.price_per_night ?? Infinity) <= 500_000)).toBe(true);
  });

  it('a price filter leaves out sold-out properties even when they are asked for, as they have no price', async () => {
    expect(await found({ available: 'false', price: { max: '2000000' } })).toEqual({ ids: [goaPalms, bagaBeach, villaVerde], total: 3 });
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-13'`, [fixtureIds.palmsStandard]);
    try {
      expect(await found({ available: 'false', price: { max: '2000000' } })).toEqual({ ids: [bagaBeach, villaVerde], total: 2 });
    } finally {
      await database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1`, [fixtureIds.palmsStandard]);
    }
  });

  it('property type, over the brand default', async () => {
    expect(await found({ property_type: 'home' })).toEqual({ ids: [villaVerde], total: 1 });
    expect(await found({ property_type: 'hotel' })).toEqual({ ids: [goaPalms, bagaBeach], total: 2 });
    const homesOnNivaas = await searchHotels(
      database,
      searchQuerySchema.parse({ available_room_count: stay, brand_name: 'nivaas', filters: { city_id: fixtureIds.goa, property_type: 'home' } }),
      FIXTURE_NOW,
    );
    expect(homesOnNivaas.hotels).toEqual([]);
  });

  it('category, in any case', async () => {
    expect(await found({ category: 'premium' })).toEqual({ ids: [bagaBeach], total: 1 });
    expect(await found({ category: 'Villa' })).toEqual({ ids: [villaVerde], total: 1 });
    expect(await found({ category: 'Boutique' })).toEqual({ ids: [], total: 0 });
  });

  it('amenities: every one asked for, as a list or repeated', async () => {
    expect(await found({ amenities: '1' })).toEqual({ ids: [goaPalms, bagaBeach], total: 2 });
    expect(await found({ amenities: '1,2' })).toEqual({ ids: [bagaBeach], total: 1 });
    expect(await found({ amenities: ['2', '1', '2'] })).toEqual({ ids: [bagaBeach], total: 1 });
    expect(await found({ amenities: '1,99' })).toEqual({ ids: [], total: 0 });
  });

  it('tags: every one of several, with or without tag_id beside them (/{city}/{tag}/{tag2}/{tag3})', async () => {
    await database.query(`INSERT INTO tags (id, slug, name) VALUES (701, 'beach', 'Beach'), (702, 'family', 'Family'), (703, 'pool', 'Pool')`);
    await database.query(`INSERT INTO property_tags (property_id, tag_id) VALUES ($1, 701), ($1, 702), ($1, 703), ($2, 701), ($2, 702), ($3, 701)`, [
      bagaBeach,
      goaPalms,
      villaVerde,
    ]);
    expect(await found({ tag_ids: '701' })).toEqual({ ids: [goaPalms, bagaBeach, villaVerde], total: 3 });
    expect(await found({ tag_ids: '701,702' })).toEqual({ ids: [goaPalms, bagaBeach], total: 2 });
    expect(await found({ tag_ids: ['703', '701', '702'] })).toEqual({ ids: [bagaBeach], total: 1 });
    expect(await found({ tag_id: '703', tag_ids: '701' })).toEqual({ ids: [bagaBeach], total: 1 });
    expect(await found({ tag_ids: '701,799' })).toEqual({ ids: [], total: 0 });
  });

  it('minimum rating, unrated properties left out', async () => {
    expect(await found({ rating: { min: '4' } })).toEqual({ ids: [bagaBeach], total: 1 });
    expect(await found({ rating: { min: '3.9' } })).toEqual({ ids: [goaPalms, bagaBeach], total: 2 });
  });

  it('pets: the property must take them all', async () => {
    expect(await found({ number_of_pets: { min: '1' } })).toEqual({ ids: [villaVerde], total: 1 });
    expect(await found({ number_of_pets: { min: '2' } })).toEqual({ ids: [], total: 0 });
    expect(await found({ number_of_pets: { min: '0' } })).toEqual({ ids: [goaPalms, bagaBeach, villaVerde], total: 3 });
  });

  it('guest count and number of rooms', async () => {
    expect(await found({ guest_count: { min: '3' } })).toEqual({ ids: [bagaBeach, villaVerde], total: 2 });
    expect(await found({ number_of_rooms: '4' })).toEqual({ ids: [bagaBeach], total: 1 });
  });

  it('filters combine', async () => {
    expect(await found({ property_type: 'hotel', rating: { min: '4' }, price: { max: '500000' }, amenities: '1' })).toEqual({ ids: [bagaBeach], total: 1 });
  });

  it('refuses values out of range', () => {
    for (const filters of [
      { price: { min: '-1' } },
      { rating: { min: '6' } },
      { property_type: 'castle' },
      { amenities: 'wifi' },
      { tag_ids: '1,2,3,4' },
      { tag_ids: 'beach' },
    ]) {
      expect(searchQuerySchema.safeParse({ available_room_count: stay, filters: { city_id: 1, ...filters } }).success).toBe(false);
    }
  });
});

describe('sorting and paging with filters', () => {
  it('pages through a sorted, filtered search without overlap or gap, keeping the total count', async () => {
    const pages = [];
    for (const offset of [0, 1, 2]) pages.push(await search({ property_type: 'hotel' }, { sort_params: 'price_high_to_low', batch_count: 1, offset }));
    expect(pages.map((page) => page.hotels.map((hotel) => hotel.id))).toEqual([[bagaBeach], [goaPalms], []]);
    expect(pages.map((page) => page.total_count)).toEqual([2, 2, 2]);
  });

  it('sorts by price from low to high under a filter, each page continuing the last', async () => {
    const first = await search({ price: { min: '1' } }, { sort_params: 'price_low_to_high', batch_count: 2, offset: 0 });
    const second = await search({ price: { min: '1' } }, { sort_params: 'price_low_to_high', batch_count: 2, offset: 2 });
    const prices = [...first.hotels, ...second.hotels].map((hotel) => hotel.pricing_details?.price_per_night ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect([...first.hotels, ...second.hotels].map((hotel) => hotel.id)).toEqual([goaPalms, bagaBeach, villaVerde]);
    expect(new Set([...first.hotels, ...second.hotels].map((hotel) => hotel.id)).size).toBe(3);
  });
});
