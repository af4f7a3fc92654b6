import { beforeAll, describe, expect, it } from 'vitest';
import { hotelReviewsQuerySchema } from '@stays/api-client';
import { fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { getHotelReviews } from './get-hotel-reviews.service';

const database = useCatalogueDatabase();

const reviews = (query: Record<string, unknown> = {}, hotelId: number = fixtureIds.bagaBeach) =>
  getHotelReviews(database, hotelId, hotelReviewsQuerySchema.parse(query));

beforeAll(async () => {
  await database.query(`INSERT INTO reviews (property_id, source, rating, title, body, author_name, created_at) VALUES
    (101, 0, 5, 'Lovely stay', 'Clean rooms by the sea.', 'Asha R.', '2026-02-01T10:00:00Z'),
    (101, 2, 4, 'Good value', 'Close to the beach.', 'Tom K.', '2026-02-10T10:00:00Z'),
    (101, 0, 2, 'Noisy', 'Music until late.', 'Ravi P.', '2026-01-15T10:00:00Z'),
    (102, 2, 3, 'Fine', 'Okay for a night.', 'Lena M.', '2026-02-05T10:00:00Z')`);
});

describe('hotel reviews', () => {
  it('answers all types newest first with the rating, counts per type and per star', async () => {
    const reply = await reviews();
    expect(reply).toMatchObject({ hotel_id: 101, rating: { value: 4.5, count: 120 }, counts: { all: 3, google: 1, own: 2 }, review_type: 1 });
    expect(reply.reviews.map((review) => review.title)).toEqual(['Good value', 'Lovely stay', 'Noisy']);
    expect(reply.reviews[0]).toEqual({
      id: expect.any(Number),
      source: 2,
      rating: 4,
      title: 'Good value',
      body: 'Close to the beach.',
      author_name: 'Tom K.',
      created_at: '2026-02-10T10:00:00Z',
    });
    expect(reply.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
  });

  it.each([
    [2, ['Good value']],
    [0, ['Lovely stay', 'Noisy']],
  ])('answers review type %i only', async (type, titles) => {
    expect((await reviews({ review_type: String(type) })).reviews.map((review) => review.title)).toEqual(titles);
  });

  it('pages', async () => {
    expect((await reviews({ batch: { count: '1', offset: '1' } })).reviews.map((review) => review.title)).toEqual(['Lovely stay']);
  });

  it('refuses an unknown review type and a disabled hotel', () => {
    expect(hotelReviewsQuerySchema.safeParse({ review_type: '3' }).success).toBe(false);
    return expect(reviews({}, fixtureIds.disabledHotel)).rejects.toMatchObject({ statusCode: 404 });
  });
});
