import { describe, expect, it } from 'vitest';
import { citiesResponseSchema, hotelDetailsSchema, hotelReviewsSchema, searchResponseSchema } from '@stays/api-client';
import { fixtureIds } from '@stays/server-catalogue/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

// Numbers a guest sees side by side must agree (issue 21): a city's count per brand, a hotel's rating and its reviews.
// Goa has two bookable Nivaas hotels (a third is disabled) and one Dunelight Homes India villa.
const api = apiOnFixture({}, async (database) => {
  await database.query(`INSERT INTO reviews (property_id, source, rating, title, body, author_name, created_at) VALUES
    (102, 0, 5, 'Lovely stay', 'Clean rooms under the palms.', 'Asha R.', '2026-02-01T10:00:00Z'),
    (102, 2, 4, 'Good value', 'Close to the market.', 'Tom K.', '2026-02-10T10:00:00Z'),
    (102, 0, 3, 'Fine', 'A little noisy at night.', 'Ravi P.', '2026-01-15T10:00:00Z')`);
  // The stored rating is its reviews' count and average, as the seed and a guest's rating keep it.
  await database.query(`UPDATE properties SET rating_count = 3, rating_value = 4.0 WHERE id = 102`);
});

async function get<T>(url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

const goaCount = async (brand: string | null) =>
  (await get(`/api/pwa/cities?slug=goa${brand ? `&brand_name=${brand}` : ''}`, citiesResponseSchema)).cities[0]?.property_count;
const goaListing = async (brand: string) =>
  (await get(`/api/pwa/search?filters[city_id]=1&open_search=true&brand_name=${brand}`, searchResponseSchema)).total_count;

describe('a city counts what the brand lists there', () => {
  it.each([
    ['nivaas', 2],
    ['dunelight-in', 1],
    ['dunelight', 0],
  ])("the %s count of Goa is %i, the total of that brand's listing of Goa", async (brand, count) => {
    expect(await goaCount(brand)).toBe(count);
    expect(await goaListing(brand)).toBe(count);
  });

  it('counts every bookable stay without a brand, and takes the brand by its display name too', async () => {
    expect(await goaCount(null)).toBe(3);
    expect(await goaCount('Nivaas')).toBe(2);
  });
});

describe("a hotel's rating is its reviews'", () => {
  it('the card, the hotel page, the reviews call, its histogram and its counts carry the same number of ratings and average', async () => {
    const reviews = await get(`/api/pwa/hotels/${fixtureIds.goaPalms}/reviews`, hotelReviewsSchema);
    expect(reviews.rating).toEqual({ value: 4, count: 3 });
    expect(reviews.counts.all).toBe(3);
    expect(reviews.distribution.reduce((sum, bar) => sum + bar.count, 0)).toBe(3);
    expect(reviews.reviews).toHaveLength(3);
    const stars = reviews.reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.reviews.length;
    expect(stars).toBe(reviews.rating.value);
    const card = (await get(`/api/pwa/search?filters[city_id]=1&open_search=true&brand_name=nivaas`, searchResponseSchema)).hotels.find(
      (hotel) => hotel.id === fixtureIds.goaPalms,
    );
    expect(card?.ratings).toEqual(reviews.rating);
    const page = await get(`/api/pwa/hotels/${fixtureIds.goaPalms}?open_search=true`, hotelDetailsSchema);
    expect(page.ratings).toEqual(reviews.rating);
  });
});
