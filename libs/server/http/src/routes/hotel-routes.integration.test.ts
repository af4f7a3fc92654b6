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
  searchHotels,
  hotelDetailsSchema,
  hotelReviewsSchema,
  similarHotelsResponseSchema,
} from '@stays/api-client';
import { inProcessClient } from '../testing/in-process-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';
import { insertCouponFixture } from '@stays/server-offers/testing';
import { countryById } from '@stays/brand-config';

// The coupons of the offers tests: pre_apply_coupon_switch picks among them.
const api = apiOnFixture({}, insertCouponFixture);

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

describe('search and availability: tax_exclusive_pricing and pre_apply_coupon_switch (guest-journey §7)', () => {
  const stay = { checkin: '2026-03-12', checkout: '2026-03-14' };
  const goa = { available_room_count: stay, filters: { city_id: fixtureIds.goa }, rooms_config: '1,2,0,0,0' };
  /** The best of the fixture's Nivaas coupons in India: WELCOME10 (10 % floored, at most 150,000) or FLAT500 (50,000 from 300,000). */
  const bestNivaasCoupon = (total: number) => {
    const welcome = Math.min(Math.floor(total / 10), 150_000);
    const flat = total >= 300_000 ? 50_000 : 0;
    return welcome >= flat ? { code: 'WELCOME10', discount: welcome } : { code: 'FLAT500', discount: flat };
  };

  it('search with tax_exclusive_pricing shows a Dutch home before its tax; India, already before tax, is unchanged', async () => {
    const amsterdam = { available_room_count: stay, filters: { city_id: fixtureIds.amsterdam }, rooms_config: '1,2,0,0,0' };
    const withTax = (await searchHotels(client, amsterdam)).hotels.find((hotel) => hotel.id === fixtureIds.canalHouse)?.pricing_details;
    const beforeTax = (await searchHotels(client, { ...amsterdam, tax_exclusive_pricing: 'true' })).hotels.find(
      (hotel) => hotel.id === fixtureIds.canalHouse,
    )?.pricing_details;
    const rate = countryById(143)?.taxRatePercent ?? 0;
    expect(rate).toBeGreaterThan(0);
    expect(withTax?.tax_clusivity).toBe('inclusive');
    expect(beforeTax).toMatchObject({
      tax_clusivity: 'exclusive',
      total_price: Math.round(((withTax?.total_price ?? 0) * 100) / (100 + rate)),
      price_per_night: Math.round(((withTax?.price_per_night ?? 0) * 100) / (100 + rate)),
    });
    expect(beforeTax?.total_price).toBeLessThan(withTax?.total_price ?? 0);
    const india = await searchHotels(client, goa);
    expect((await searchHotels(client, { ...goa, tax_exclusive_pricing: 'true' })).hotels.map((hotel) => hotel.pricing_details)).toEqual(
      india.hotels.map((hotel) => hotel.pricing_details),
    );
  });

  it('search with pre_apply_coupon_switch takes the best public coupon off each card and names it', async () => {
    const plain = await searchHotels(client, goa);
    const withCoupon = await searchHotels(client, { ...goa, pre_apply_coupon_switch: 'true' });
    const baga = plain.hotels.find((hotel) => hotel.id === fixtureIds.bagaBeach)?.pricing_details;
    const bagaWithCoupon = withCoupon.hotels.find((hotel) => hotel.id === fixtureIds.bagaBeach)?.pricing_details;
    const best = bestNivaasCoupon(baga?.total_price ?? 0);
    expect(bagaWithCoupon?.pre_applied_coupon).toEqual(best);
    expect(bagaWithCoupon?.total_price).toBe((baga?.total_price ?? 0) - best.discount);
    expect(bagaWithCoupon?.price_per_night).toBe(Math.round(((baga?.total_price ?? 0) - best.discount) / 2));
    // Off, nothing is taken off and no coupon is named.
    expect(baga?.pre_applied_coupon).toBeUndefined();
  });

  it('availability with pre_apply_coupon_switch prices the selected category with the same coupon', async () => {
    const query = { hotel_id: fixtureIds.bagaBeach, ...stay, rooms_config: '1,2,0,0,0' };
    const plain = await getAvailability(client, query);
    const withCoupon = availabilitySchema.parse(await getAvailability(client, { ...query, pre_apply_coupon_switch: 'true' }));
    const total = plain.pricing_details?.total_price ?? 0;
    expect(withCoupon.pricing_details?.pre_applied_coupon).toEqual(bestNivaasCoupon(total));
    expect(withCoupon.pricing_details?.total_price).toBe(total - bestNivaasCoupon(total).discount);
    // A Dutch home gets the Dunelight coupon of the Netherlands: 15 % off.
    const canal = await getAvailability(client, { hotel_id: fixtureIds.canalHouse, ...stay, rooms_config: '1,2,0,0,0', pre_apply_coupon_switch: 'true' });
    expect(canal.pricing_details?.pre_applied_coupon?.code).toBe('DUNES15');
  });
});

describe('hotel details: requested_fields and user_selected_country (guest-journey §7)', () => {
  const stayQuery = 'available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-14&rooms_config=1,2,0,0,0';
  const details = async (extra: string) => api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${stayQuery}&${extra}` });

  it('requested_fields answers only the fields asked for, and the id, as a list or repeated', async () => {
    const listed = await details('requested_fields=name,checkin_time,room_categories_with_data');
    expect(listed.statusCode).toBe(200);
    const body = listed.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['checkin_time', 'id', 'name', 'room_categories_with_data']);
    expect(body).toMatchObject({ id: fixtureIds.bagaBeach, name: 'Nivaas Baga Beach', checkin_time: '12:00' });
    const repeated = (await details('requested_fields=pricing_details&requested_fields=stay')).json() as Record<string, unknown>;
    expect(Object.keys(repeated).sort()).toEqual(['id', 'pricing_details', 'stay']);
  });

  it('an unknown requested field is a 400 naming requested_fields', async () => {
    const response = await details('requested_fields=name,secret_margin');
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/requested_fields/);
  });

  it('sub_source and web_partner: the page answers the channel and device role a booking from it carries', async () => {
    expect((await details('web_partner=Lakeside-Travel')).json()).toMatchObject({
      booking_context: { sub_source: 'LAKESIDE-TRAVEL', web_partner: 'lakeside-travel', device_role: 'Consumer_Guest' },
    });
    expect((await details('web_partner=lakeside-travel&sub_source=spring-mailer')).json()).toMatchObject({
      booking_context: { sub_source: 'SPRING-MAILER', web_partner: 'lakeside-travel' },
    });
    expect((await details('sub_source=spring-mailer')).json()).toMatchObject({ booking_context: { sub_source: 'SPRING-MAILER', web_partner: null } });
    expect((await details('')).json()).not.toHaveProperty('booking_context');
    expect((await details('web_partner=lakeside%20travel')).statusCode).toBe(400);
  });

  it('user_selected_country: a guest from another country is restricted at a property without foreign guests', async () => {
    await api.database.query('UPDATE properties SET no_foreign_guests = true WHERE id = $1', [fixtureIds.bagaBeach]);
    try {
      expect((await details('user_selected_country=NL')).json()).toMatchObject({ user_country_restricted: true });
      expect((await details('user_selected_country=in')).json()).toMatchObject({ user_country_restricted: false });
    } finally {
      await api.database.query('UPDATE properties SET no_foreign_guests = false WHERE id = $1', [fixtureIds.bagaBeach]);
    }
    expect((await details('user_selected_country=NL')).json()).toMatchObject({ user_country_restricted: false });
    expect((await details('')).json()).not.toHaveProperty('user_country_restricted');
    expect((await details('user_selected_country=Netherlands')).statusCode).toBe(400);
  });
});

describe('availability: services meals (guest-journey §7)', () => {
  const query = { hotel_id: fixtureIds.bagaBeach, checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '2,2,0,0,0,1,0,0,0' };

  it('prices the meals asked with each category: included ones free, priced ones per room per night, and names what it lacks', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/pwa/availability?hotel_id=${query.hotel_id}&checkin=${query.checkin}&checkout=${query.checkout}&rooms_config=${query.rooms_config}&services[meals]=breakfast,dinner,lunch`,
    });
    expect(response.statusCode).toBe(200);
    const reply = availabilitySchema.parse(response.json());
    const classic = reply.room_categories_with_data.find((category) => category.id === fixtureIds.bagaClassic);
    // Classic includes breakfast and sells dinner at 45,000: two rooms, two nights.
    expect(classic?.meals_info).toEqual({ meals: ['breakfast', 'dinner'], missing: ['lunch'], price: 180_000 });
    const suite = reply.room_categories_with_data.find((category) => category.id === fixtureIds.bagaSuite);
    expect(suite?.meals_info).toEqual({ meals: [], missing: ['breakfast', 'dinner', 'lunch'], price: 0 });
    // Without services the categories carry no meals_info.
    const plain = await getAvailability(client, query);
    expect(plain.room_categories_with_data.every((category) => category.meals_info === undefined)).toBe(true);
  });

  it('a meal that is not one is a 400', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/pwa/availability?hotel_id=${query.hotel_id}&services[meals]=brunch` });
    expect(response.statusCode).toBe(400);
  });
});
