import { describe, expect, it } from 'vitest';
import { searchResponseSchema, type HotelSummary } from '@stays/api-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';

const api = apiOnFixture();

async function searchGoa(checkin: string, checkout: string): Promise<Map<number, HotelSummary>> {
  const stay = `available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}`;
  const response = await api.app.inject({ method: 'GET', url: `/api/pwa/search?filters[city_id]=${fixtureIds.goa}&${stay}&rooms_config=1,2,0,0,0` });
  expect(response.statusCode, response.body).toBe(200);
  return new Map(searchResponseSchema.parse(response.json()).hotels.map((hotel) => [hotel.id, hotel]));
}

// Goa: Baga Beach rated 4.5 by 120 guests, 5 Classic rooms at 400,000 + 1,000 a night per night index, slashed from
// 500,000 on even nights; Goa Palms 3.9 by 80 guests, 3 rooms; Villa Verde never reviewed, 1 villa.
describe('search answers each card its signals (hotel_badge, urgency_info, price_drop)', () => {
  it('badges from the reviews: top rated; none for an average rating or for no review yet', async () => {
    const hotels = await searchGoa('2026-03-12', '2026-03-15');
    expect(hotels.get(fixtureIds.bagaBeach)?.hotel_badge).toBe('top_rated');
    expect(hotels.get(fixtureIds.goaPalms)?.hotel_badge).toBeNull();
    expect(hotels.get(fixtureIds.villaVerde)?.hotel_badge).toBeNull();
  });

  it('urgency when only 1 or 2 rooms are free for the whole stay, following what is booked', async () => {
    let hotels = await searchGoa('2026-03-12', '2026-03-15');
    expect(hotels.get(fixtureIds.villaVerde)?.urgency_info).toEqual({ rooms_left: 1 });
    expect(hotels.get(fixtureIds.goaPalms)?.urgency_info).toBeNull();
    await api.database.query(`UPDATE room_nights SET sold = 1 WHERE room_category_id = $1 AND night = '2026-03-13'`, [fixtureIds.palmsStandard]);
    try {
      hotels = await searchGoa('2026-03-12', '2026-03-15');
      expect(hotels.get(fixtureIds.goaPalms)?.urgency_info).toEqual({ rooms_left: 2 });
      expect(hotels.get(fixtureIds.goaPalms)?.available_rooms).toBe(2);
    } finally {
      await api.database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1`, [fixtureIds.palmsStandard]);
    }
  });

  it('a price drop when the stay costs 20% or more below its previous rate, not for a smaller discount', async () => {
    // 10 March: 400,000 against 500,000 before, 20% lower.
    const oneNight = await searchGoa('2026-03-10', '2026-03-11');
    expect(oneNight.get(fixtureIds.bagaBeach)?.price_drop).toEqual({ previous_price_per_night: 500_000, drop_percentage: 20 });
    expect(oneNight.get(fixtureIds.goaPalms)?.price_drop).toBeNull();
    // 12–14 March: 1,209,000 against 1,403,000 (the 13th has no previous rate), 14% lower: the card's "% off" only.
    const threeNights = await searchGoa('2026-03-12', '2026-03-15');
    expect(threeNights.get(fixtureIds.bagaBeach)?.price_drop).toBeNull();
    expect(threeNights.get(fixtureIds.bagaBeach)?.pricing_details?.discount_percentage).toBe(14);
  });
});
