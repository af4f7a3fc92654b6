import { describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchQuery } from '@stays/api-client';
import { priceStay } from '@stays/pricing';
import { FIXTURE_NOW, fixtureCategory, fixtureIds } from '../testing/catalogue-fixture';
import { searchHotels } from './search-hotels.service';
import { useCatalogueDatabase } from '../testing/catalogue-database';

/** Two adults in one room, the stay these prices were worked out for (the API's own default is one adult). */
const TWO_ADULTS = '1,2,0,0,0';

const database = useCatalogueDatabase();

const stay = { checkin: '2026-03-12', checkout: '2026-03-15' }; // nights 2, 3 and 4 of the fixture

function search(query: Partial<SearchQuery> & { filters: SearchQuery['filters'] }) {
  return searchHotels(database, searchQuerySchema.parse({ available_room_count: stay, rooms_config: TWO_ADULTS, ...query }), FIXTURE_NOW);
}

async function storedNights(categoryId: number, from: string, to: string) {
  return database.query<{ price_minor: number; slasher_price_minor: number | null }>(
    'SELECT price_minor, slasher_price_minor FROM room_nights WHERE room_category_id = $1 AND night >= $2::date AND night < $3::date ORDER BY night',
    [categoryId, from, to],
  );
}

describe('search: properties of a place free on every night of the stay', () => {
  it('finds the active properties of a city, never a disabled one', async () => {
    const result = await search({ filters: { city_id: fixtureIds.goa } });
    expect(result.hotels.map((hotel) => hotel.id).sort()).toEqual([fixtureIds.bagaBeach, fixtureIds.goaPalms, fixtureIds.villaVerde]);
    expect(result.total_count).toBe(3);
  });

  it('prices each property at its cheapest category by the pricing rule applied to the stored nights', async () => {
    const result = await search({ filters: { city_id: fixtureIds.goa } });
    const baga = result.hotels.find((hotel) => hotel.id === fixtureIds.bagaBeach);
    const classic = fixtureCategory(fixtureIds.bagaClassic);
    const expected = priceStay(
      await storedNights(classic.id, stay.checkin, stay.checkout),
      {
        single_bed_base_tariff: classic.tariffs[0],
        double_bed_base_tariff: classic.tariffs[1],
        extra_bed_base_tariff: classic.tariffs[2],
      },
      [2],
    );
    expect(baga?.pricing_details).toEqual({
      nights: 3,
      rooms: 1,
      price_per_night: expected.price_per_night,
      total_price: expected.total_price,
      slasher_price: expected.slasher_price,
      discount_percentage: expected.discount_percentage,
      tax_clusivity: 'exclusive',
      room_category_id: classic.id,
    });
    // By hand: rates 402,000 + 403,000 + 404,000; slashers 500,000 / none / 500,000.
    expect(expected.total_price).toBe(1_209_000);
    expect(expected.slasher_price).toBe(Math.round((500_000 + 403_000 + 500_000) / 3));
    expect(baga?.isSoldOut).toBe(false);
  });

  it.each([
    ['one adult', '1,1,0,0,0', [1]],
    ['two rooms, one of three adults', '2,2,0,0,0,3,0,0,0', [2, 3]],
  ])('prices %s with the same rule as the hotel page', async (_case, roomsConfig, adults) => {
    const result = await search({ filters: { city_id: fixtureIds.goa }, rooms_config: roomsConfig });
    const baga = result.hotels.find((hotel) => hotel.id === fixtureIds.bagaBeach);
    const categoryId = baga?.pricing_details?.room_category_id ?? -1;
    const category = fixtureCategory(categoryId);
    const expected = priceStay(
      await storedNights(categoryId, stay.checkin, stay.checkout),
      {
        single_bed_base_tariff: category.tariffs[0],
        double_bed_base_tariff: category.tariffs[1],
        extra_bed_base_tariff: category.tariffs[2],
      },
      adults,
    );
    expect(baga?.pricing_details?.total_price).toBe(expected.total_price);
  });

  it('skips categories too small for the largest room', async () => {
    const result = await search({ filters: { city_id: fixtureIds.goa }, rooms_config: '1,3,0,0,0' });
    expect(result.hotels.map((hotel) => hotel.id).sort()).toEqual([fixtureIds.bagaBeach, fixtureIds.villaVerde]);
    expect(result.hotels.find((hotel) => hotel.id === fixtureIds.bagaBeach)?.pricing_details?.room_category_id).toBe(fixtureIds.bagaSuite);
  });

  it('a property with one night sold out disappears, and comes back marked sold out with filters[available]=false', async () => {
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-13'`, [fixtureIds.palmsStandard]);
    try {
      const available = await search({ filters: { city_id: fixtureIds.goa } });
      expect(available.hotels.map((hotel) => hotel.id)).not.toContain(fixtureIds.goaPalms);
      expect(available.total_count).toBe(2);

      const all = await search({ filters: { city_id: fixtureIds.goa, available: 'false' as never } });
      const palms = all.hotels.find((hotel) => hotel.id === fixtureIds.goaPalms);
      expect(palms).toMatchObject({ isSoldOut: true, pricing_details: null, available_rooms: 0 });
      expect(all.hotels.at(-1)?.id).toBe(fixtureIds.goaPalms); // sold out ones come last
      expect(all.total_count).toBe(3);

      // A stay that avoids the sold-out night still finds it.
      const before = await searchHotels(
        database,
        searchQuerySchema.parse({ filters: { city_id: fixtureIds.goa }, available_room_count: { checkin: '2026-03-12', checkout: '2026-03-13' } }),
        FIXTURE_NOW,
      );
      expect(before.hotels.map((hotel) => hotel.id)).toContain(fixtureIds.goaPalms);
    } finally {
      await database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1`, [fixtureIds.palmsStandard]);
    }
  });

  it('needs enough free rooms on every night for all requested rooms', async () => {
    // Goa Palms has 3 rooms; Baga Beach 5 classic rooms; the villa 1.
    const result = await search({ filters: { city_id: fixtureIds.goa }, available_room_count: { ...stay, min_count: 4 } });
    expect(result.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.bagaBeach]);
    expect(result.hotels[0]?.available_rooms).toBe(5);
  });

  it('a stay beyond the loaded inventory finds nothing', async () => {
    const result = await searchHotels(
      database,
      searchQuerySchema.parse({ filters: { city_id: fixtureIds.goa }, available_room_count: { checkin: '2026-03-18', checkout: '2026-03-21' } }),
      FIXTURE_NOW,
    );
    expect(result).toMatchObject({ hotels: [], total_count: 0 });
  });

  it.each([
    ['popularity', [fixtureIds.goaPalms, fixtureIds.bagaBeach, fixtureIds.villaVerde]],
    ['price_low_to_high', [fixtureIds.goaPalms, fixtureIds.bagaBeach, fixtureIds.villaVerde]],
    ['price_high_to_low', [fixtureIds.villaVerde, fixtureIds.bagaBeach, fixtureIds.goaPalms]],
    ['rating', [fixtureIds.bagaBeach, fixtureIds.goaPalms, fixtureIds.villaVerde]],
    ['distance', [fixtureIds.goaPalms, fixtureIds.bagaBeach, fixtureIds.villaVerde]],
  ] as const)('sorts by %s', async (sort, order) => {
    const result = await search({ filters: { city_id: fixtureIds.goa }, format_response: { sort_params: sort } });
    expect(result.hotels.map((hotel) => hotel.id)).toEqual(order);
  });

  it('pages with batch_count and offset, keeping the total count', async () => {
    const first = await search({ filters: { city_id: fixtureIds.goa }, format_response: { batch_count: 2, offset: 0 } });
    const second = await search({ filters: { city_id: fixtureIds.goa }, format_response: { batch_count: 2, offset: 2 } });
    const beyond = await search({ filters: { city_id: fixtureIds.goa }, format_response: { batch_count: 2, offset: 10 } });
    expect(first.hotels).toHaveLength(2);
    expect(second.hotels).toHaveLength(1);
    expect([...first.hotels, ...second.hotels].map((hotel) => hotel.id)).toEqual([fixtureIds.goaPalms, fixtureIds.bagaBeach, fixtureIds.villaVerde]);
    expect([first.total_count, second.total_count, beyond.total_count]).toEqual([3, 3, 3]);
    expect(beyond.hotels).toEqual([]);
  });

  it.each([
    ['a locality', { locality_id: fixtureIds.baga }, undefined, [fixtureIds.bagaBeach]],
    ['a country', { country_id: 143 }, undefined, [fixtureIds.canalHouse]],
    ['a brand', { city_id: fixtureIds.goa }, 'dunelight-in', [fixtureIds.villaVerde]],
  ])('narrows to %s', async (_case, filters, brand, ids) => {
    const result = await search({ filters, ...(brand ? { brand_name: brand } : {}) });
    expect(result.hotels.map((hotel) => hotel.id)).toEqual(ids);
  });

  it('shows a home in euros with its discount, taxes included', async () => {
    const result = await search({ filters: { city_id: fixtureIds.amsterdam } });
    expect(result.hotels[0]).toMatchObject({
      currency_code: 'EUR',
      currency_symbol: '€',
      slasher_percentage: 16,
      pricing_details: { total_price: 63_000, price_per_night: 21_000, slasher_price: 25_000, discount_percentage: 16, tax_clusivity: 'inclusive' },
    });
  });

  it.each([
    ['an unknown city', { filters: { city_id: 999 } }, 404, 'LOCATION_NOT_FOUND'],
    ['checkout before checkin', { filters: { city_id: 1 }, available_room_count: { checkin: '2026-03-14', checkout: '2026-03-12' } }, 400, 'INVALID_DATES'],
    ['a checkin in the past', { filters: { city_id: 1 }, available_room_count: { checkin: '2026-03-09', checkout: '2026-03-12' } }, 400, 'INVALID_DATES'],
  ])('refuses %s', async (_case, query, statusCode, code) => {
    await expect(search(query as never)).rejects.toMatchObject({ statusCode, code });
  });
});
