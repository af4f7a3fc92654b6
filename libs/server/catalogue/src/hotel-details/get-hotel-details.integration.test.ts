import { describe, expect, it } from 'vitest';
import { hotelDetailsQuerySchema } from '@stays/api-client';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { findActiveProperty } from './find-property.repository';
import { findPropertyType } from './find-property-type.repository';
import { findCategoriesWithNights } from './find-room-nights.repository';
import { getHotelDetails } from './get-hotel-details.service';
import { useCatalogueDatabase } from '../testing/catalogue-database';

/** Two adults in one room, the stay these prices were worked out for (the API's own default is one adult). */
const TWO_ADULTS = '1,2,0,0,0';

const database = useCatalogueDatabase();

const stay = { checkin: '2026-03-12', checkout: '2026-03-14' };
const details = (hotelId: number, extra: Record<string, unknown> = {}) =>
  getHotelDetails(database, hotelId, hotelDetailsQuerySchema.parse({ available_room_count: stay, rooms_config: TWO_ADULTS, ...extra }), FIXTURE_NOW);

describe('hotel detail queries', () => {
  it('find an active property with its place, pictures in order and amenities', async () => {
    const property = await findActiveProperty(database, fixtureIds.bagaBeach);
    expect(property).toMatchObject({ city_name: 'Goa', locality_name: 'Baga', country_name: 'India', time_zone: 'Asia/Kolkata', rating_value: 4.5 });
    expect(property?.images).toEqual(['/api/pwa/images/101/0.svg', '/api/pwa/images/101/1.svg']);
    expect(property?.amenities?.map((amenity) => amenity.name)).toEqual(['Free Wi-Fi', 'Air conditioning']);
  });

  it.each([
    ['disabled', fixtureIds.disabledHotel],
    ['unknown', 999_999],
  ])('find no %s property', async (_case, id) => {
    expect(await findActiveProperty(database, id)).toBeNull();
  });

  it('find each category’s nights of the stay only, in date order', async () => {
    const categories = await findCategoriesWithNights(database, fixtureIds.bagaBeach, stay);
    expect(categories.map((category) => category.name)).toEqual(['Classic', 'Suite']);
    expect(categories[0]?.nights.map((night) => [night.night, night.price_minor, night.slasher_price_minor])).toEqual([
      ['2026-03-12', 402_000, 500_000],
      ['2026-03-13', 403_000, null],
    ]);
  });

  it('tell a hotel from a home, and know no unknown property', async () => {
    expect(await findPropertyType(database, fixtureIds.bagaBeach)).toBe('hotel');
    expect(await findPropertyType(database, fixtureIds.canalHouse)).toBe('home');
    expect(await findPropertyType(database, 999_999)).toBeNull();
  });
});

describe('hotel details for a stay', () => {
  it("without rooms_config prices the spec's default 1,0,0: one adult in one room", async () => {
    const hotel = await getHotelDetails(database, fixtureIds.bagaBeach, hotelDetailsQuerySchema.parse({ available_room_count: stay }), FIXTURE_NOW);
    expect(hotel.stay).toEqual({ checkin: '2026-03-12', checkout: '2026-03-14', nights: 2, rooms: 1, guests: 1 });
    const classic = hotel.room_categories_with_data.find((category) => category.id === fixtureIds.bagaClassic);
    // One adult pays the single rate: 603,750 for the two nights, where two adults pay 805,000.
    expect(classic?.summed_final_price).toBe(603_750);
    expect((await details(fixtureIds.bagaBeach)).room_categories_with_data.find((category) => category.id === fixtureIds.bagaClassic)?.summed_final_price).toBe(
      805_000,
    );
  });

  it('price every category and select the cheapest bookable one', async () => {
    const hotel = await details(fixtureIds.bagaBeach);
    expect(hotel.room_categories_with_data.map((category) => [category.name, category.summed_final_price, category.isSoldOut])).toEqual([
      ['Classic', 805_000, false],
      ['Suite', 1_600_000, false],
    ]);
    expect(hotel.selected_category_id).toBe(fixtureIds.bagaClassic);
    expect(hotel.pricing_details).toMatchObject({ total_price: 805_000, price_per_night: 402_500, slasher_price: 451_500, discount_percentage: 11 });
    expect(hotel.stay).toEqual({ checkin: '2026-03-12', checkout: '2026-03-14', nights: 2, rooms: 1, guests: 2 });
  });

  it('serve each category’s services, views, restricted amenities and media as stored (empty when it has none)', async () => {
    const hotel = await details(fixtureIds.bagaBeach);
    const [classic, suite] = hotel.room_categories_with_data;
    expect(classic).toMatchObject({
      one_liner: 'Classic room',
      services: [
        { code: 'breakfast', included: true, price: null },
        { code: 'dinner', included: false, price: 45_000 },
      ],
      views: ['sea', 'garden'],
      restricted_amenities: [{ name: 'TV', absent_description: 'No TV in this room' }],
      combined_media: [{ type: 'image', url: '/api/pwa/images/101/1.svg', caption: 'Room' }],
    });
    expect(suite).toMatchObject({ services: [], views: [], restricted_amenities: [], combined_media: [] });
  });

  it('honour selected_rcid when that category is bookable', async () => {
    const hotel = await details(fixtureIds.bagaBeach, { selected_rcid: String(fixtureIds.bagaSuite) });
    expect(hotel.selected_category_id).toBe(fixtureIds.bagaSuite);
    expect(hotel.pricing_details?.total_price).toBe(1_600_000);
  });

  it('mark a category sold out for three adults and keep the one that fits', async () => {
    const hotel = await details(fixtureIds.bagaBeach, { rooms_config: '1,3,0,0,0' });
    expect(hotel.room_categories_with_data.map((category) => category.isSoldOut)).toEqual([true, false]);
    expect(hotel.selected_category_id).toBe(fixtureIds.bagaSuite);
  });

  it('is sold out as a whole when no category is bookable', async () => {
    const hotel = await details(fixtureIds.goaPalms, { available_room_count: { ...stay, min_count: 9 } });
    expect(hotel).toMatchObject({ isSoldOut: true, pricing_details: null, selected_category_id: null, available_rooms: 0 });
  });

  it.each([
    [fixtureIds.disabledHotel, 404, 'HOTEL_DISABLED'],
    [999_999, 404, 'HOTEL_NOT_FOUND'],
  ])('refuses hotel %i with %i %s', async (id, statusCode, code) => {
    await expect(details(id)).rejects.toMatchObject({ statusCode, code });
  });
});
