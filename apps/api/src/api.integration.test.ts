import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  apiErrorSchema,
  autocompleteResponseSchema,
  citiesResponseSchema,
  hotelDetailsSchema,
  propertyImagePath,
  searchResponseSchema,
  validateWizardCouponReplySchema,
  type SearchResponse,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { priceStay } from '@stays/pricing';
import { buildApiServer } from '@stays/server-http';
import { seedDatabase } from '@stays/seed-data';
import { createTestDatabase } from '@stays/server-db/testing';

// The whole API on the small seed, through app.inject. The clock is fixed to the seed's first day.
const START = '2026-06-01';
const NOW = new Date('2026-06-01T06:00:00Z');
const CHECKIN = '2026-06-10';
const CHECKOUT = '2026-06-13';

let database: Database;
let app: FastifyInstance;
let cityId: number;
const accounts = readAccountsConfig({});

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database, { seed: 42, size: 'small', startDate: START, nights: 40 });
  app = buildApiServer({ database, now: () => NOW, accounts });
  await app.ready();
  const [busiest] = await database.query<{ city_id: number }>(
    `SELECT city_id FROM properties WHERE status = 'active' GROUP BY city_id ORDER BY count(*) DESC, city_id LIMIT 1`,
  );
  cityId = busiest?.city_id ?? 0;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body, headers: response.headers, json: () => response.json() as unknown };
}

async function search(query: string): Promise<SearchResponse> {
  const response = await get(`/api/pwa/search?available_room_count[checkin]=${CHECKIN}&available_room_count[checkout]=${CHECKOUT}&${query}`);
  expect(response.status, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

interface CategoryNights {
  id: number;
  property_id: number;
  max_occupancy: number;
  single_bed_base_tariff: number;
  double_bed_base_tariff: number;
  extra_bed_base_tariff: number;
  min_rooms: number;
  nights: { night: string; total: number; sold: number; price_minor: number; slasher_price_minor: number | null; min_stay: number }[];
}

/** The search rule worked out in TypeScript from the raw rows: bookable properties and their cheapest price. */
async function expectedSearch(city: number, adults: number[]): Promise<Map<number, { categoryId: number; total: number }>> {
  const rows = await database.query<CategoryNights>(
    `SELECT rc.id, rc.property_id, rc.max_occupancy, rc.single_bed_base_tariff, rc.double_bed_base_tariff, rc.extra_bed_base_tariff, p.min_rooms,
            coalesce((SELECT json_agg(json_build_object('night', rn.night, 'total', rn.total, 'sold', rn.sold, 'price_minor', rn.price_minor,
                        'slasher_price_minor', rn.slasher_price_minor, 'min_stay', rn.min_stay) ORDER BY rn.night)
                        FROM room_nights rn WHERE rn.room_category_id = rc.id AND rn.night >= $2::date AND rn.night < $3::date), '[]') AS nights
       FROM room_categories rc JOIN properties p ON p.id = rc.property_id
      WHERE p.city_id = $1 AND p.status = 'active'`,
    [city, CHECKIN, CHECKOUT],
  );
  const best = new Map<number, { categoryId: number; total: number }>();
  for (const category of rows) {
    const bookable =
      category.nights.length === 3 &&
      category.nights.every((night) => night.total - night.sold >= adults.length) &&
      (category.nights[0]?.min_stay ?? 1) <= 3 &&
      Math.max(...adults) <= category.max_occupancy &&
      category.min_rooms <= adults.length;
    if (!bookable) continue;
    const total = priceStay(category.nights, category, adults).total_price;
    const current = best.get(category.property_id);
    if (!current || total < current.total || (total === current.total && category.id < current.categoryId)) {
      best.set(category.property_id, { categoryId: category.id, total });
    }
  }
  return best;
}

describe('search on the small seed', () => {
  it.each([
    ['the default search (one room, one adult: rooms_config 1,0,0 of guest-journey §7)', '', [1]],
    ['two adults', 'rooms_config=1,2,0,0,0', [2]],
    ['two rooms of two and three adults', 'rooms_config=2,2,0,0,0,3,0,0,0', [2, 3]],
  ])('returns exactly the bookable properties, each at its cheapest price by the rule: %s', async (_case, query, adults) => {
    const expected = await expectedSearch(cityId, adults);
    const result = await search(`filters[city_id]=${cityId}&format_response[batch_count]=500&${query}`);
    expect(result.total_count).toBe(expected.size);
    expect(result.hotels.map((hotel) => hotel.id).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const hotel of result.hotels) {
      expect(hotel.pricing_details?.total_price, `hotel ${hotel.id}`).toBe(expected.get(hotel.id)?.total);
      expect(hotel.pricing_details?.room_category_id).toBe(expected.get(hotel.id)?.categoryId);
    }
    expect(expected.size).toBeGreaterThan(0);
  });

  it('a property sold out on one night disappears, and returns marked isSoldOut with filters[available]=false', async () => {
    const before = await search(`filters[city_id]=${cityId}&format_response[batch_count]=500`);
    const victim = before.hotels[0]?.id ?? 0;
    await database.query(
      `UPDATE room_nights SET sold = total WHERE night = $2::date AND room_category_id IN (SELECT id FROM room_categories WHERE property_id = $1)`,
      [victim, '2026-06-11'],
    );
    try {
      const after = await search(`filters[city_id]=${cityId}&format_response[batch_count]=500`);
      expect(after.hotels.map((hotel) => hotel.id)).not.toContain(victim);
      expect(after.total_count).toBe(before.total_count - 1);

      const withSoldOut = await search(`filters[city_id]=${cityId}&format_response[batch_count]=500&filters[available]=false`);
      expect(withSoldOut.hotels.find((hotel) => hotel.id === victim)).toMatchObject({ isSoldOut: true, pricing_details: null });
      expect(withSoldOut.hotels.filter((hotel) => !hotel.isSoldOut).map((hotel) => hotel.id)).toEqual(after.hotels.map((hotel) => hotel.id));
    } finally {
      await database.query(
        `UPDATE room_nights SET sold = 0 WHERE night = $2::date AND room_category_id IN (SELECT id FROM room_categories WHERE property_id = $1)`,
        [victim, '2026-06-11'],
      );
    }
  });

  it('sorts by price both ways and pages without overlap', async () => {
    const low = await search(`filters[city_id]=${cityId}&format_response[sort_params]=price_low_to_high&format_response[batch_count]=500`);
    const totals = low.hotels.map((hotel) => hotel.pricing_details?.total_price ?? 0);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const high = await search(`filters[city_id]=${cityId}&format_response[sort_params]=price_high_to_low&format_response[batch_count]=500`);
    expect(high.hotels.map((hotel) => hotel.pricing_details?.total_price)).toEqual([...totals].reverse());
    const first = await search(`filters[city_id]=${cityId}&format_response[batch_count]=3&format_response[offset]=0`);
    const second = await search(`filters[city_id]=${cityId}&format_response[batch_count]=3&format_response[offset]=3`);
    expect(new Set([...first.hotels, ...second.hotels].map((hotel) => hotel.id)).size).toBe(first.hotels.length + second.hotels.length);
  });
});

describe('cities, autocomplete, details and pictures on the small seed', () => {
  it('counts each city’s active properties', async () => {
    const body = citiesResponseSchema.parse((await get('/api/pwa/cities?country_id=1')).json());
    const counts = await database.query<{ id: number; count: number }>(
      `SELECT c.id, count(p.id) AS count FROM cities c LEFT JOIN properties p ON p.city_id = c.id AND p.status = 'active' WHERE c.country_id = 1 GROUP BY c.id`,
    );
    expect(body.cities.length).toBe(counts.length);
    for (const city of body.cities) expect(city.property_count).toBe(counts.find((row) => row.id === city.id)?.count);
    expect(body.cities.every((city) => city.country_id === 1)).toBe(true);
  });

  it('suggests the city for its first letters, as a location and a sentence, within the caps', async () => {
    const [city] = await database.query<{ name: string }>('SELECT name FROM cities WHERE id = $1', [cityId]);
    const name = city?.name ?? '';
    const body = autocompleteResponseSchema.parse((await get(`/api/pwa/autocomplete?query=${encodeURIComponent(name.slice(0, 4))}&region=1`)).json());
    expect(body.locations.values.map((value) => value.display_name)).toContain(name);
    expect(body.sentences.values.map((value) => value.display_name)).toContain(`Hotels in ${name}`);
    for (const group of [body.sentences, body.locations, body.hotels]) expect(group.values.length).toBeLessThanOrEqual(8);
  });

  it('keeps a holiday-home brand to its own countries and homes', async () => {
    const body = autocompleteResponseSchema.parse((await get('/api/pwa/autocomplete?query=am&brandName=dunelight')).json());
    const values = [...body.locations.values, ...body.hotels.values];
    expect(values.every((value) => [143, 80, 74, 183, 22, 101, 210, 28].includes(value.country_id))).toBe(true);
    expect(body.hotels.title).toBe('Homes');
  });

  it('prices every room category of a hotel for the stay, per night', async () => {
    const found = await search(`filters[city_id]=${cityId}`);
    const hotelId = found.hotels[0]?.id ?? 0;
    const response = await get(`/api/pwa/hotels/${hotelId}?available_room_count[checkin]=${CHECKIN}&available_room_count[checkout]=${CHECKOUT}`);
    expect(response.status).toBe(200);
    const details = hotelDetailsSchema.parse(response.json());
    expect(details.pricing_details?.total_price).toBe(found.hotels[0]?.pricing_details?.total_price);
    for (const category of details.room_categories_with_data) {
      expect(category.pricing_info.prices.map((price) => price.date)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
      expect(category.summed_final_price).toBe(category.pricing_info.prices.reduce((sum, price) => sum + price.price, 0));
    }
  });

  it.each([
    [`/api/pwa/hotels/1?available_room_count[checkin]=${CHECKIN}&available_room_count[checkout]=${CHECKOUT}`, 404, 'HOTEL_NOT_FOUND'],
    [`/api/pwa/search?filters[city_id]=1&available_room_count[checkin]=${CHECKOUT}&available_room_count[checkout]=${CHECKIN}`, 400, 'INVALID_DATES'],
    [`/api/pwa/search?available_room_count[checkin]=${CHECKIN}&available_room_count[checkout]=${CHECKOUT}`, 400, 'VALIDATION_ERROR'],
  ])('%s → %i %s', async (url, status, code) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: status, code });
  });

  it('seeds pictures the web serves from its public folder, and still draws the earlier SVG pictures', async () => {
    const [image] = await database.query<{ url: string; property_id: number }>(
      'SELECT url, property_id FROM property_images ORDER BY property_id, position LIMIT 1',
    );
    // Rendered once into apps/web/public/pictures (tools/seed-data render-pictures.ts): files of the site, not calls of the API.
    expect(image?.url).toMatch(/^\/pictures\/[\w-]+-960\.webp$/);
    await expect(access(resolve(import.meta.dirname, '../../web/public', (image?.url ?? '').slice(1)))).resolves.toBeUndefined();
    const earlier = await get(propertyImagePath(image?.property_id ?? 0, 1));
    expect(earlier.status).toBe(200);
    expect(earlier.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(earlier.body).toMatch(/^<svg /);
  });

  it('is live and ready', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('never leaks a stack on a 500', async () => {
    await database.query('ALTER TABLE property_images RENAME TO property_images_away');
    try {
      const response = await get(
        `/api/pwa/search?filters[city_id]=${cityId}&available_room_count[checkin]=${CHECKIN}&available_room_count[checkout]=${CHECKOUT}`,
      );
      expect(response.status).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'something went wrong' });
    } finally {
      await database.query('ALTER TABLE property_images_away RENAME TO property_images');
    }
  });
});

describe('wizard coupons of the seed', () => {
  /** A seeded guest who is not a member (tools/seed-data test-users.ts), signed in. */
  async function seededGuestHeaders(): Promise<Record<string, string>> {
    const [row] = await database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', ['meera.iyer@example.com']);
    const session = await startSession(database, { userId: row?.id ?? 0, loginType: 'password', previousToken: null }, NOW);
    return { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) };
  }

  async function validate(headers: Record<string, string>, couponCode: string, planId: 'wizard' | 'wizard_plus') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pwa/validate-wizard-coupon',
      headers,
      payload: { coupon_code: couponCode, plan_id: planId },
    });
    return { status: response.statusCode, body: response.json() as unknown };
  }

  it('accepts the demo coupons for their plans, in any case, capped where the coupon says', async () => {
    const headers = await seededGuestHeaders();
    const wizard = await validate(headers, 'wizard25', 'wizard');
    expect(wizard.status).toBe(200);
    expect(validateWizardCouponReplySchema.parse(wizard.body)).toEqual({
      coupon_code: 'WIZARD25',
      plan_id: 'wizard',
      price: 149_900,
      discount: 37_475,
      amount: 112_425,
      currency_code: 'INR',
    });
    // 25 % of Wizard Plus (₹624.75) is capped at ₹500.
    expect(validateWizardCouponReplySchema.parse((await validate(headers, 'WIZARD25', 'wizard_plus')).body)).toMatchObject({
      discount: 50_000,
      amount: 199_900,
    });
    expect(validateWizardCouponReplySchema.parse((await validate(headers, 'PLUSUP15', 'wizard_plus')).body)).toMatchObject({
      discount: 37_485,
      amount: 212_415,
    });
  });

  it('refuses the demo’s other-plan, expired and paused coupons with the reason', async () => {
    const headers = await seededGuestHeaders();
    for (const [code, message] of [
      ['PLUSUP15', 'This coupon is not valid for this plan.'],
      ['WIZOLD10', 'This coupon has expired.'],
      ['WIZPAUSED', 'This coupon code is not valid.'],
    ] as const) {
      expect(await validate(headers, code, 'wizard')).toMatchObject({ status: 422, body: { statusCode: 422, code: 'WIZARD_COUPON_INVALID', message } });
    }
  });
});
