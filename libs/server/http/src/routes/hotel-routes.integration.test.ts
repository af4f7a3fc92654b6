import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  availabilitySchema,
  calendarViewSchema,
  getAvailability,
  getCalendarView,
  getHotelDetails,
  getHotelReviews,
  getSimilarHotels,
  hotelDetailsSchema,
  hotelReviewsSchema,
  similarHotelsResponseSchema,
} from '@stays/api-client';
import { inProcessClient } from '../testing/in-process-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';

const api = apiOnFixture();

/** The typed client of @stays/api-client, its calls answered by the API in process. */
const client = inProcessClient(() => api.app);

describe('hotel page calls over HTTP', () => {
  it('GET availability answers the categories for the stay, by the contract', async () => {
    const reply = await getAvailability(client, { hotel_id: fixtureIds.bagaBeach, checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '1,2,0,0,0' });
    expect(availabilitySchema.parse(reply).room_categories_with_data.map((category) => category.name)).toEqual(['Classic', 'Suite']);
    expect(reply.selected_category_id).toBe(fixtureIds.bagaClassic);
  });

  it('GET availability with request_type=calendar_view answers the calendar', async () => {
    const view = await getCalendarView(client, { hotel_id: fixtureIds.bagaBeach, start_time: '2026-03-01', end_time: '2026-05-31', selected_rcid: 1 });
    expect(calendarViewSchema.parse(view).days[0]).toEqual({ date: '2026-03-10', available: true, minStay: 1 });
  });

  it('GET similar hotels and GET reviews answer by their contracts', async () => {
    const similar = await getSimilarHotels(client, {
      available_room_count: { checkin: '2026-03-12', checkout: '2026-03-14', min_count: 1 },
      filters: { affinity_hotel_id: fixtureIds.bagaBeach, available: true },
      format_response: { batch: { count: 2, offset: 0 } },
    });
    expect(similarHotelsResponseSchema.parse(similar).hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.goaPalms]);
    const reviews = await getHotelReviews(client, fixtureIds.bagaBeach, { review_type: 2 });
    expect(hotelReviewsSchema.parse(reviews)).toMatchObject({ hotel_id: fixtureIds.bagaBeach, review_type: 2, reviews: [] });
  });

  it('GET hotel details with open_search=true answers each category’s from price, by the contract', async () => {
    const details = hotelDetailsSchema.parse(await getHotelDetails(client, fixtureIds.bagaBeach, { open_search: true, rooms_config: '1,2,0,0,0' }));
    expect(details.room_categories_with_data.map((category) => [category.name, category.from_price_per_night])).toEqual([
      ['Classic', 400_000],
      ['Suite', 800_000],
    ]);
    expect(details).toMatchObject({ from_price_per_night: 400_000, pricing_details: null, stay: { nights: 0 } });
  });

  it.each([
    ['/api/pwa/hotels/101', 400],
    ['/api/pwa/hotels/101?open_search=true&available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-14', 400],
    ['/api/pwa/availability?hotel_id=abc', 400],
    ['/api/pwa/availability?hotel_id=999999', 404],
    ['/api/pwa/availability?request_type=calendar_view&hotel_id=101&start_time=2026-03-01&end_time=2027-03-01', 400],
    ['/api/pwa/similar-hotels?available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-14', 400],
    ['/api/pwa/hotels/101/reviews?review_type=7', 400],
  ])('%s answers %i with the error body', async (url, statusCode) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(statusCode);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode });
  });
});

// Security issue 17: a calendar query with an impossible date fell through to the availability answer (200 of another
// shape), or reached PostgreSQL (500 for month 13).
describe('a calendar view query is a calendar query or a 400 naming the field', () => {
  const calendar = (query: string) => `/api/pwa/availability?request_type=calendar_view&hotel_id=101&${query}`;

  it.each([
    ['start_time=NaN', calendar('start_time=NaN&end_time=2026-05-31'), 'start_time'],
    ['a month 13', calendar('start_time=2026-13-01&end_time=2026-05-31'), 'start_time'],
    ['30 February', calendar('start_time=2026-03-01&end_time=2026-02-30'), 'end_time'],
    ['the year 0', calendar('start_time=0000-01-01&end_time=2026-05-31'), 'start_time'],
    ['no end_time', calendar('start_time=2026-03-01'), 'end_time'],
    ['a hotel id past 2³¹ − 1', '/api/pwa/availability?request_type=calendar_view&hotel_id=2147483648&start_time=2026-03-01&end_time=2026-05-31', 'hotel_id'],
    ['another request type', '/api/pwa/availability?request_type=calendar&hotel_id=101&start_time=2026-03-01&end_time=2026-05-31', 'request_type'],
  ])('%s', async (_case, url, field) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message.startsWith(`${field}: `), error.message).toBe(true);
  });
});
