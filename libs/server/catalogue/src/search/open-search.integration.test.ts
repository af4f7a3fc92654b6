import { describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchQuery } from '@stays/api-client';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { searchHotels } from './search-hotels.service';
import { searchMap } from './search-map.service';

/** Two adults in one room, the stay these prices were worked out for (the API's own default is one adult). */
const TWO_ADULTS = '1,2,0,0,0';

const database = useCatalogueDatabase();
const { goaPalms, bagaBeach, villaVerde } = fixtureIds;

// Goa, two adults in one room, from the fixture's first night (today, 2026-03-10 in Goa): Goa Palms' cheapest
// night is 333,333 (night 0), Baga Beach's 400,000 (Classic, night 0), Villa Verde's 1,000,000 (every night).
function openSearch(query: Partial<SearchQuery> = {}, now = FIXTURE_NOW) {
  return searchHotels(
    database,
    searchQuerySchema.parse({ open_search: 'true', filters: { city_id: fixtureIds.goa }, rooms_config: TWO_ADULTS, ...query }),
    now,
  );
}

async function fromPrices(query: Partial<SearchQuery> = {}, now = FIXTURE_NOW) {
  const result = await openSearch(query, now);
  return result.hotels.map((hotel) => [hotel.id, hotel.from_price_per_night]);
}

describe('open search: no dates (guest-journey §4, §5)', () => {
  it('lists the place’s properties with a from price per night, no stay price, nothing claimed sold out', async () => {
    const result = await openSearch();
    expect(result.total_count).toBe(3);
    expect(result.hotels.map((hotel) => [hotel.id, hotel.from_price_per_night])).toEqual([
      [goaPalms, 333_333],
      [bagaBeach, 400_000],
      [villaVerde, 1_000_000],
    ]);
    expect(result.hotels.every((hotel) => hotel.pricing_details === null && !hotel.isSoldOut && hotel.available_rooms === 0)).toBe(true);
  });

  it('the from price looks at the 30 nights from today in the place’s time zone', async () => {
    // Two days on, Baga Beach's Classic costs 402,000 on its cheapest night left.
    expect(await fromPrices({}, new Date('2026-03-12T06:00:00Z'))).toContainEqual([bagaBeach, 402_000]);
    // 2026-04-09 is the 30th night after today (excluded), 2026-04-08 the 29th (included).
    await database.query(
      `INSERT INTO room_nights (room_category_id, night, total, sold, price_minor, slasher_price_minor, min_stay)
       VALUES ($1, '2026-04-08', 3, 0, 300000, NULL, 1), ($1, '2026-04-09', 3, 0, 100000, NULL, 1)`,
      [fixtureIds.palmsStandard],
    );
    try {
      expect(await fromPrices()).toContainEqual([goaPalms, 300_000]);
    } finally {
      await database.query(`DELETE FROM room_nights WHERE room_category_id = $1 AND night >= '2026-04-08'`, [fixtureIds.palmsStandard]);
    }
  });

  it('a property with no night free for the rooms asked is still listed, without a price, last by price', async () => {
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1`, [1051]);
    try {
      expect(await fromPrices({ format_response: { sort_params: 'price_low_to_high' } })).toEqual([
        [goaPalms, 333_333],
        [bagaBeach, 400_000],
        [villaVerde, null],
      ]);
    } finally {
      await database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1`, [1051]);
    }
    // A sold-out night is skipped: without Baga Classic's night 0, its cheapest is night 1.
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-10'`, [fixtureIds.bagaClassic]);
    try {
      expect(await fromPrices()).toContainEqual([bagaBeach, 401_000]);
    } finally {
      await database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1`, [fixtureIds.bagaClassic]);
    }
  });

  it('prices the rooms asked, takes their pets, and sorts and filters on the from price', async () => {
    // Two rooms of two adults: a night of two doubles; Villa Verde has one room only.
    expect(await fromPrices({ rooms_config: '2,2,0,0,0,2,0,0,0' })).toEqual([
      [goaPalms, 666_666],
      [bagaBeach, 800_000],
      [villaVerde, null],
    ]);
    expect(await fromPrices({ rooms_config: '1,2,0,0,1' })).toEqual([[villaVerde, 1_000_000]]);
    expect(await fromPrices({ format_response: { sort_params: 'price_high_to_low' } })).toEqual([
      [villaVerde, 1_000_000],
      [bagaBeach, 400_000],
      [goaPalms, 333_333],
    ]);
    expect(await fromPrices({ filters: { city_id: fixtureIds.goa, price: { max: 500_000 } } })).toEqual([
      [goaPalms, 333_333],
      [bagaBeach, 400_000],
    ]);
    const page2 = await openSearch({ format_response: { batch_count: 2, offset: 2 } });
    expect(page2.hotels.map((hotel) => hotel.id)).toEqual([villaVerde]);
    expect(page2.total_count).toBe(3);
  });

  it('the map shows the same properties, pinned at their from price', async () => {
    const map = await searchMap(
      database,
      searchQuerySchema.parse({ open_search: 'true', filters: { city_id: fixtureIds.goa }, rooms_config: TWO_ADULTS }),
      FIXTURE_NOW,
    );
    expect(map.points.map((point) => [point.id, point.price_per_night])).toEqual([
      [goaPalms, 333_333],
      [bagaBeach, 400_000],
      [villaVerde, 1_000_000],
    ]);
  });

  it('a search has dates or is open, never both nor neither', () => {
    const place = { filters: { city_id: fixtureIds.goa } };
    const stay = { checkin: '2026-03-12', checkout: '2026-03-15' };
    expect(searchQuerySchema.safeParse(place).success).toBe(false);
    expect(searchQuerySchema.safeParse({ ...place, open_search: 'true', available_room_count: stay }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ ...place, open_search: 'false' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ ...place, available_room_count: stay }).success).toBe(true);
  });
});
