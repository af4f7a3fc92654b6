import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, dealInfoSchema, hotelDetailsQuerySchema } from '@stays/api-client';
import { getAvailability } from '../availability/get-availability.service';
import { getHotelDetails } from '../hotel-details/get-hotel-details.service';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { getDealInfo } from './get-deal-info.service';

const database = useCatalogueDatabase();

const details = (hotelId: number, stay: { checkin: string; checkout: string }, dealId?: number) =>
  getHotelDetails(
    database,
    hotelId,
    hotelDetailsQuerySchema.parse({
      available_room_count: stay,
      rooms_config: '1,2,0,0,0',
      selected_rcid: fixtureIds.bagaClassic,
      ...(dealId ? { deal_id: dealId } : {}),
    }),
    FIXTURE_NOW,
  );

describe('deal info', () => {
  it('answers a deal of the brand on offer, with its terms, and only its active properties and their cities', async () => {
    const deal = dealInfoSchema.parse(await getDealInfo(database, { id: fixtureIds.goaDeal }, 'nivaas', FIXTURE_NOW));
    expect(deal).toMatchObject({
      url_name: 'goa-spring-deal',
      title: 'Goa Spring Deal',
      discount_percentage: 20,
      terms: ['Room price only, before taxes.', 'New bookings only.'],
      valid_until: '2026-04-01T00:00:00.000Z',
      stay_from: '2026-03-10',
      stay_until: '2026-03-15',
      cities: [{ id: fixtureIds.goa, name: 'Goa', slug: 'goa', country_id: 1 }],
    });
    expect(deal.properties.map((property) => property.name)).toEqual(['Nivaas Baga Beach']);
    expect(deal.properties[0]?.best_image).toBe('/api/pwa/images/101/0.svg');
  });

  it('finds the same deal by its page name, the brand named by its display name', async () => {
    const deal = await getDealInfo(database, { urlName: 'canal-weeks' }, 'Dunelight Homes', FIXTURE_NOW);
    expect(deal.properties.map((property) => property.name)).toEqual(['Canal House Jordaan']);
    expect(deal.cities.map((city) => city.slug)).toEqual(['amsterdam']);
  });

  it.each([
    ['an unknown deal', { id: 999 }, 'nivaas'],
    ['an unknown name', { urlName: 'no-such-deal' }, 'nivaas'],
    ['an expired deal', { id: fixtureIds.expiredDeal }, 'nivaas'],
    ['another brand’s deal', { id: fixtureIds.canalDeal }, 'nivaas'],
    ['a deal asked without a known brand', { id: fixtureIds.goaDeal }, 'someone-else'],
  ] as const)('is not found for %s', async (_case, key, brand) => {
    await expect(getDealInfo(database, key, brand, FIXTURE_NOW)).rejects.toMatchObject({ statusCode: 404, code: 'DEAL_NOT_FOUND' });
  });

  it('is not found once its offer ends', async () => {
    await expect(getDealInfo(database, { id: fixtureIds.goaDeal }, 'nivaas', new Date('2026-04-01T00:00:00Z'))).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('hotel details with deal_id', () => {
  const inWindow = { checkin: '2026-03-12', checkout: '2026-03-14' };

  it('names the deal and takes its percentage off every night of a covered stay', async () => {
    const hotel = await details(fixtureIds.bagaBeach, inWindow, fixtureIds.goaDeal);
    expect(hotel.deals_info).toEqual({
      id: fixtureIds.goaDeal,
      url_name: 'goa-spring-deal',
      title: 'Goa Spring Deal',
      discount_percentage: 20,
      valid_until: '2026-04-01T00:00:00.000Z',
    });
    const classic = hotel.room_categories_with_data.find((category) => category.id === fixtureIds.bagaClassic);
    // Nights of 4,020 and 4,030 less 20 %; the slasher total keeps 5,000 for the first night and the rate for the second.
    expect(classic).toMatchObject({ summed_final_price: 644_000, summed_slasher_price: 903_000, discount_percentage: 29 });
    expect(classic?.pricing_info.prices.map((night) => night.price)).toEqual([321_600, 322_400]);
    expect(hotel.pricing_details).toMatchObject({ total_price: 644_000 });
  });

  it('prices the availability of the hotel page alike for the same deal_id', async () => {
    const query = { hotel_id: fixtureIds.bagaBeach, ...inWindow, rooms_config: '1,2,0,0,0', selected_rcid: fixtureIds.bagaClassic };
    const [availability, hotel] = await Promise.all([
      getAvailability(database, availabilityQuerySchema.parse({ ...query, deal_id: fixtureIds.goaDeal }), FIXTURE_NOW),
      details(fixtureIds.bagaBeach, inWindow, fixtureIds.goaDeal),
    ]);
    expect(availability.room_categories_with_data).toEqual(hotel.room_categories_with_data);
    const without = await getAvailability(database, availabilityQuerySchema.parse(query), FIXTURE_NOW);
    expect(without.pricing_details?.total_price).toBe(805_000);
  });

  it.each([
    ['a stay past the deal’s stay window', fixtureIds.bagaBeach, { checkin: '2026-03-14', checkout: '2026-03-16' }, fixtureIds.goaDeal],
    ['a property the deal does not cover', fixtureIds.goaPalms, inWindow, fixtureIds.goaDeal],
    ['an expired deal', fixtureIds.bagaBeach, inWindow, fixtureIds.expiredDeal],
    ['another brand’s deal', fixtureIds.bagaBeach, inWindow, fixtureIds.canalDeal],
    ['an unknown deal', fixtureIds.bagaBeach, inWindow, 999],
  ])('prices %s as without the deal, and names none', async (_case, hotelId, stay, dealId) => {
    const [withDeal, without] = await Promise.all([details(hotelId, stay, dealId), details(hotelId, stay)]);
    expect(withDeal.deals_info).toBeNull();
    expect(withDeal.room_categories_with_data).toEqual(without.room_categories_with_data);
  });
});
