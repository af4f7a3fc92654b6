import { describe, expect, it } from 'vitest';
import { hotelDetailsQuerySchema, searchQuerySchema, type HotelDetailsQuery } from '@stays/api-client';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { searchHotels } from '../search/search-hotels.service';
import { getHotelDetails } from './get-hotel-details.service';

/** Two adults in one room, the stay these prices were worked out for (the API's own default is one adult). */
const TWO_ADULTS = '1,2,0,0,0';

const database = useCatalogueDatabase();
const { goa, amsterdam, bagaBeach, goaPalms, villaVerde, canalHouse, bagaClassic, bagaSuite } = fixtureIds;

function openDetails(hotelId: number, query: Partial<HotelDetailsQuery> = {}) {
  return getHotelDetails(database, hotelId, hotelDetailsQuerySchema.parse({ open_search: 'true', rooms_config: TWO_ADULTS, ...query }), FIXTURE_NOW);
}

/** The 'from' price the open-search listing card shows for a property. */
async function cardFromPrice(cityId: number, hotelId: number, roomsConfig?: string) {
  const query = searchQuerySchema.parse({ open_search: 'true', filters: { city_id: cityId }, rooms_config: roomsConfig ?? TWO_ADULTS });
  const listing = await searchHotels(database, query, FIXTURE_NOW);
  const card = listing.hotels.find((hotel) => hotel.id === hotelId);
  if (!card) throw new Error(`property ${hotelId} is not listed`);
  return card.from_price_per_night;
}

const categoryPrices = (details: Awaited<ReturnType<typeof openDetails>>) =>
  details.room_categories_with_data.map((category) => [category.id, category.from_price_per_night]);

describe('hotel details of an open search (guest-journey §4, §5): each room category from its cheapest night', () => {
  it.each([
    ['Baga Beach', goa, bagaBeach],
    ['Goa Palms', goa, goaPalms],
    ['Villa Verde', goa, villaVerde],
    ['Canal House', amsterdam, canalHouse],
  ])('%s: the page’s from price is its listing card’s', async (_name, cityId, hotelId) => {
    const details = await openDetails(hotelId);
    expect(details.from_price_per_night).not.toBeNull();
    expect(details.from_price_per_night).toBe(await cardFromPrice(cityId, hotelId));
  });

  it('prices every category for the rooms asked, with no stay, nothing sold out and nothing selected', async () => {
    const details = await openDetails(bagaBeach);
    expect(categoryPrices(details)).toEqual([
      [bagaClassic, 400_000],
      [bagaSuite, 800_000],
    ]);
    expect(details).toMatchObject({ from_price_per_night: 400_000, pricing_details: null, isSoldOut: false, selected_category_id: null, available_rooms: 0 });
    expect(details.stay).toEqual({ checkin: '', checkout: '', nights: 0, rooms: 1, guests: 2 });
    expect(details.room_categories_with_data.every((category) => !category.isSoldOut && category.summed_final_price === 0)).toBe(true);
  });

  it('a category sold out over the whole window has no from price; the page and the card then show the next one', async () => {
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1`, [bagaClassic]);
    try {
      const details = await openDetails(bagaBeach);
      expect(categoryPrices(details)).toEqual([
        [bagaClassic, null],
        [bagaSuite, 800_000],
      ]);
      expect(details.from_price_per_night).toBe(800_000);
      expect(await cardFromPrice(goa, bagaBeach)).toBe(800_000);
    } finally {
      await database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1`, [bagaClassic]);
    }
  });

  it('prices the rooms and adults asked like the card: a category too small, or too few rooms, has none', async () => {
    // Three adults: only the Suite holds them.
    const three = await openDetails(bagaBeach, { rooms_config: '1,3,0,0,0' });
    expect(categoryPrices(three)).toEqual([
      [bagaClassic, null],
      [bagaSuite, expect.any(Number)],
    ]);
    expect(three.from_price_per_night).toBe(await cardFromPrice(goa, bagaBeach, '1,3,0,0,0'));
    // Two rooms of two adults: Villa Verde has one room only, so neither the page nor the card has a price.
    const twoRooms = await openDetails(villaVerde, { rooms_config: '2,2,0,0,0,2,0,0,0' });
    expect(twoRooms.from_price_per_night).toBeNull();
    expect(categoryPrices(twoRooms)).toEqual([[1051, null]]);
    expect(await cardFromPrice(goa, villaVerde, '2,2,0,0,0,2,0,0,0')).toBeNull();
    expect((await openDetails(goaPalms, { rooms_config: '2,2,0,0,0,2,0,0,0' })).from_price_per_night).toBe(666_666);
  });

  it('each category says how its country shows taxes: India before tax, the Netherlands with it', async () => {
    expect((await openDetails(bagaBeach)).room_categories_with_data.map((category) => category.tax_clusivity)).toEqual(['exclusive', 'exclusive']);
    expect((await openDetails(canalHouse)).room_categories_with_data.map((category) => category.tax_clusivity)).toEqual(['inclusive']);
  });

  it('asks either dates or an open search, never both nor neither', () => {
    const stay = { checkin: '2026-03-12', checkout: '2026-03-14' };
    expect(hotelDetailsQuerySchema.safeParse({}).success).toBe(false);
    expect(hotelDetailsQuerySchema.safeParse({ open_search: 'true', available_room_count: stay }).success).toBe(false);
    expect(hotelDetailsQuerySchema.safeParse({ open_search: 'false' }).success).toBe(false);
    expect(hotelDetailsQuerySchema.safeParse({ open_search: 'true' }).success).toBe(true);
    expect(hotelDetailsQuerySchema.safeParse({ available_room_count: stay }).success).toBe(true);
  });
});
