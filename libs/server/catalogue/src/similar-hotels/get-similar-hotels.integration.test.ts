import { describe, expect, it } from 'vitest';
import { similarHotelsQuerySchema } from '@stays/api-client';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { getSimilarHotels } from './get-similar-hotels.service';

/** Two adults in one room, the stay these prices were worked out for (the API's own default is one adult). */
const TWO_ADULTS = '1,2,0,0,0';

const database = useCatalogueDatabase();

const similar = (filters: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  getSimilarHotels(
    database,
    similarHotelsQuerySchema.parse({ available_room_count: { checkin: '2026-03-12', checkout: '2026-03-14' }, filters, rooms_config: TWO_ADULTS, ...extra }),
    FIXTURE_NOW,
  );

describe('similar hotels near a sold-out one', () => {
  it('answers the nearest bookable properties of the same brand and type, priced for the same stay', async () => {
    const { hotels } = await similar({ affinity_hotel_id: fixtureIds.bagaBeach });
    // Nights 2 and 3 of the Standard (333 333 + 7 per night). Goa Palms is the only other active Nivaas hotel; the disabled one and the Dunelight villa are not offered.
    expect(hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.goaPalms]);
    expect(hotels[0]).toMatchObject({ distance_unit: 'km', pricing_details: { total_price: 333_347 + 333_354, nights: 2 } });
    expect(hotels[0]?.distance).toBeGreaterThan(5);
    expect(hotels[0]?.distance).toBeLessThan(15);
  });

  it('skips sold-out ones unless filters[available] is false', async () => {
    const tooMany = { rooms_config: '4,2,0,0,0,2,0,0,0,2,0,0,0,2,0,0,0' };
    expect((await similar({ affinity_hotel_id: fixtureIds.bagaBeach }, tooMany)).hotels).toEqual([]);
    const all = await similar({ affinity_hotel_id: fixtureIds.bagaBeach, available: 'false' }, tooMany);
    expect(all.hotels.map((hotel) => [hotel.id, hotel.isSoldOut])).toEqual([[fixtureIds.goaPalms, true]]);
  });

  it('pages by batch count and offset', async () => {
    const second = await similar({ affinity_hotel_id: fixtureIds.bagaBeach }, { format_response: { batch: { count: '2', offset: '1' } } });
    expect(second.hotels).toEqual([]);
  });

  it('answers 404 for an unknown hotel', async () => {
    await expect(similar({ affinity_hotel_id: 999_999 })).rejects.toMatchObject({ statusCode: 404 });
  });
});
