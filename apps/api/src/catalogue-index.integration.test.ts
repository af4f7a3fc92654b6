import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { availabilityQuerySchema, calendarViewQuerySchema, hotelDetailsQuerySchema, searchQuerySchema } from '@stays/api-client';
import {
  followCatalogueChanges,
  getAvailability,
  getCalendarView,
  getHotelDetails,
  searchHotels,
  searchMap,
  type FollowedCatalogue,
} from '@stays/server-catalogue';
import type { Database } from '@stays/server-db';
import { createTestDatabase } from '@stays/server-db/testing';
import { buildApiServer } from '@stays/server-http';
import { mulberry32, seedDatabase } from '@stays/seed-data';

// The in-memory catalogue index against the SQL it replaces, on the small seed: every answer byte for byte the same,
// then after changes (a sell-out, a price change, a property disabled) the same again once the change feed is read.
const START = '2026-06-01';
const NOW = new Date('2026-06-01T06:00:00Z');
const SEARCHES = 120;

let database: Database;
let followed: FollowedCatalogue;
let app: FastifyInstance;
let facts: { cityIds: number[]; localityIds: number[]; countryIds: number[]; parkIds: number[]; tagIds: number[]; hotelIds: number[] };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database, { seed: 42, size: 'small', startDate: START, nights: 40 });
  // Polled only when a test says so: each test decides when the index catches up.
  followed = await followCatalogueChanges(database, { pollIntervalMs: 3_600_000 });
  app = buildApiServer({ database, now: () => NOW, catalogueIndex: followed.index });
  await app.ready();
  const ids = async (sql: string) => (await database.query<{ id: number }>(sql)).map((row) => row.id);
  facts = {
    cityIds: await ids(`SELECT DISTINCT city_id AS id FROM properties ORDER BY 1`),
    localityIds: await ids(`SELECT id FROM localities ORDER BY id`),
    countryIds: await ids(`SELECT DISTINCT country_id AS id FROM properties ORDER BY 1`),
    parkIds: await ids(`SELECT id FROM holiday_parks ORDER BY id`),
    tagIds: await ids(`SELECT id FROM tags ORDER BY id`),
    hotelIds: await ids(`SELECT id FROM properties ORDER BY id`),
  };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await followed?.stop();
  await database?.close();
});

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Random search queries over every place kind, stay length (1–20 nights, some past the stored inventory), filter and sort. */
function randomSearches(seed: number, count: number): string[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (p: number) => random() < p;
  return Array.from({ length: count }, () => {
    const parts: string[] = [];
    const place = pick(['city', 'city', 'city', 'locality', 'country', 'park', 'point']);
    if (place === 'city') parts.push(`filters[city_id]=${pick(facts.cityIds)}`);
    if (place === 'locality') parts.push(`filters[locality_id]=${pick(facts.localityIds)}`);
    if (place === 'country') parts.push('search_type=country', `filters[country_id]=${pick(facts.countryIds)}`);
    if (place === 'park') parts.push('search_type=holiday_park', `filters[holiday_park_id]=${pick(facts.parkIds)}`);
    if (place === 'point')
      parts.push(
        `coordinates[latitude]=${(10 + random() * 42).toFixed(3)}`,
        `coordinates[longitude]=${(-2 + random() * 80).toFixed(3)}`,
        `coordinates[radius_km]=${pick([5, 25, 200])}`,
      );
    const open = chance(0.12);
    if (open) parts.push('open_search=true');
    else {
      const checkin = addDays(START, Math.floor(random() * 38));
      parts.push(
        `available_room_count[checkin]=${checkin}`,
        `available_room_count[checkout]=${addDays(checkin, 1 + Math.floor(random() * (chance(0.15) ? 20 : 5)))}`,
      );
      if (chance(0.2)) parts.push(`flexible_days_count=${1 + Math.floor(random() * 3)}`);
      if (chance(0.2)) parts.push('filters[available]=false');
    }
    parts.push(`rooms_config=${pick(['1,1,0,0,0', '1,2,0,0,0', '1,3,0,0,0', '2,2,0,0,0,2,0,0,0', '3,2,0,0,0,1,0,0,0,2,0,0,0'])}`);
    parts.push(`format_response[sort_params]=${pick(['popularity', 'price_low_to_high', 'price_high_to_low', 'rating', 'distance'])}`);
    parts.push(`format_response[batch_count]=${pick([5, 20, 20, 5000])}`);
    if (chance(0.25)) parts.push(`format_response[offset]=${pick([5, 20, 400])}`);
    if (chance(0.2)) parts.push(`filters[rating][min]=${pick([3, 3.5, 4, 4.5])}`);
    if (chance(0.2)) parts.push(`filters[price][min]=${pick([0, 5_000, 150_000])}`, `filters[price][max]=${pick([20_000, 600_000, 2_000_000])}`);
    if (chance(0.1)) parts.push('filters[pay_at_hotel]=true');
    if (chance(0.1)) parts.push('filters[couple_friendly]=true');
    if (chance(0.1)) parts.push(`filters[tag_id]=${pick(facts.tagIds)}`);
    if (chance(0.1)) parts.push(`filters[amenities]=${pick(['1', '2,3', '1,4'])}`);
    if (chance(0.1)) parts.push(`filters[property_type]=${pick(['hotel', 'home'])}`);
    if (chance(0.1)) parts.push(`brand_name=${pick(['nivaas', 'dunelight', 'dunelight-in'])}`);
    if (chance(0.05)) parts.push(`filters[number_of_pets][min]=1`);
    if (chance(0.1)) parts.push('tax_exclusive_pricing=true');
    return parts.join('&');
  });
}

/** Every search answered by the index and by SQL, list and map, as JSON text (the bytes the API serializes from). */
async function expectSearchesIdentical(queries: readonly string[]): Promise<void> {
  const compared: { query: string; memory: string; sql: string }[] = [];
  for (const raw of queries) {
    const parsed = searchQuerySchema.safeParse(qs.parse(raw, { depth: 4 }));
    if (!parsed.success) continue;
    for (const call of [searchHotels, searchMap]) {
      const answer = (index: typeof followed.index | null) =>
        call(database, parsed.data, NOW, index).then(
          (reply) => JSON.stringify(reply),
          (error: unknown) => `error ${String(error)}`,
        );
      compared.push({ query: `${call.name} ${raw}`, memory: await answer(followed.index), sql: await answer(null) });
    }
  }
  expect(compared.length).toBeGreaterThan(queries.length);
  const differing = compared.filter((pair) => pair.memory !== pair.sql);
  expect(differing.slice(0, 3)).toEqual([]);
  // Many answers hold results (not both refusing, not both empty), so the comparison proves something.
  expect(compared.filter((pair) => pair.sql.startsWith('{') && !pair.sql.includes('"total_count":0')).length).toBeGreaterThan(compared.length / 4);
}

async function expectHotelPagesIdentical(seed: number, count: number): Promise<void> {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  for (let page = 0; page < count; page += 1) {
    const hotelId = pick(facts.hotelIds);
    const checkin = addDays(START, Math.floor(random() * 38));
    const checkout = addDays(checkin, 1 + Math.floor(random() * 6));
    const roomsConfig = pick(['1,1,0,0,0', '1,2,0,0,0', '2,2,0,0,0,2,0,0,0']);
    const calls = [
      (index: typeof followed.index | null) =>
        getHotelDetails(
          database,
          hotelId,
          hotelDetailsQuerySchema.parse(
            qs.parse(`available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&rooms_config=${roomsConfig}`),
          ),
          NOW,
          index,
        ),
      (index: typeof followed.index | null) =>
        getAvailability(database, availabilityQuerySchema.parse({ hotel_id: hotelId, checkin, checkout, rooms_config: roomsConfig }), NOW, index),
      (index: typeof followed.index | null) =>
        getCalendarView(
          database,
          calendarViewQuerySchema.parse({
            request_type: 'calendar_view',
            hotel_id: hotelId,
            start_time: START,
            end_time: addDays(START, 60),
            selected_rcid: 1,
          }),
          NOW,
          index,
        ),
    ];
    for (const call of calls) {
      const answer = (index: typeof followed.index | null) =>
        call(index).then(
          (reply) => JSON.stringify(reply),
          (error: unknown) => `error ${String(error)}`,
        );
      expect(await answer(followed.index), `hotel ${hotelId} ${checkin}…${checkout} ${roomsConfig}`).toBe(await answer(null));
    }
  }
}

describe('the in-memory catalogue index answers as the SQL it replaces', () => {
  it(`gives byte-identical search and map answers for ${SEARCHES} random searches`, async () => {
    await expectSearchesIdentical(randomSearches(1, SEARCHES));
  }, 120_000);

  it('gives byte-identical hotel details, availability and calendar answers', async () => {
    await expectHotelPagesIdentical(2, 30);
  }, 60_000);

  it('follows sell-outs, price changes and a property disabled once it reads the change feed, and is identical again', async () => {
    const [busiest] = await database.query<{ city_id: number }>(
      `SELECT city_id FROM properties WHERE status = 'active' GROUP BY city_id ORDER BY count(*) DESC, city_id LIMIT 1`,
    );
    const query = `filters[city_id]=${busiest?.city_id}&available_room_count[checkin]=2026-06-10&available_room_count[checkout]=2026-06-12&rooms_config=1,2,0,0,0&format_response[batch_count]=50`;
    const before = await searchHotels(database, searchQuerySchema.parse(qs.parse(query, { depth: 4 })), NOW, followed.index);
    const [soldOut, repriced, disabled] = before.hotels;
    expect(disabled).toBeDefined();
    await database.query(
      `UPDATE room_nights SET sold = total WHERE night >= '2026-06-10' AND night < '2026-06-12'
          AND room_category_id IN (SELECT id FROM room_categories WHERE property_id = $1)`,
      [soldOut?.id],
    );
    await database.query(
      `UPDATE room_nights SET price_minor = price_minor + 777 WHERE room_category_id IN (SELECT id FROM room_categories WHERE property_id = $1)`,
      [repriced?.id],
    );
    await database.query(`UPDATE properties SET status = 'disabled' WHERE id = $1`, [disabled?.id]);

    // Not read yet: the index still shows what was (a stale index may show a room that has just gone).
    const stale = await searchHotels(database, searchQuerySchema.parse(qs.parse(query, { depth: 4 })), NOW, followed.index);
    expect(stale).toEqual(before);

    await followed.catchUp();
    const after = await searchHotels(database, searchQuerySchema.parse(qs.parse(query, { depth: 4 })), NOW, followed.index);
    expect(after.hotels.find((hotel) => hotel.id === soldOut?.id)?.isSoldOut ?? true).toBe(true);
    expect(after.hotels.map((hotel) => hotel.id)).not.toContain(disabled?.id);
    expect(after.hotels.find((hotel) => hotel.id === repriced?.id)?.pricing_details?.total_price).not.toBe(repriced?.pricing_details?.total_price);
    await expectSearchesIdentical(randomSearches(3, 40));
    await expectHotelPagesIdentical(4, 15);
  }, 120_000);

  it('never sells what a stale index shows: the booking is refused with the sold-out message', async () => {
    const [open] = await database.query<{ hotel_id: number; category_id: number; city_id: number }>(
      `SELECT p.id AS hotel_id, rc.id AS category_id, p.city_id FROM properties p JOIN room_categories rc ON rc.property_id = p.id
        WHERE p.status = 'active' AND p.min_rooms = 1 AND p.property_type = 'hotel' AND rc.max_occupancy >= 2 AND p.brand_id = 'nivaas'
          AND NOT EXISTS (SELECT 1 FROM room_nights rn WHERE rn.room_category_id = rc.id AND rn.night >= '2026-06-20' AND rn.night < '2026-06-22' AND (rn.sold >= rn.total OR rn.min_stay > 2))
        ORDER BY p.id, rc.id LIMIT 1`,
    );
    expect(open).toBeDefined();
    const stay = 'checkin=2026-06-20&checkout=2026-06-22&rooms_config=1,2,0,0,0';
    const offered = async () => {
      const response = await app.inject({ method: 'GET', url: `/api/pwa/availability?hotel_id=${open?.hotel_id}&${stay}&selected_rcid=${open?.category_id}` });
      const reply = response.json<{ room_categories_with_data: { id: number; isSoldOut: boolean }[] }>();
      return reply.room_categories_with_data.find((category) => category.id === open?.category_id)?.isSoldOut === false;
    };
    expect(await offered()).toBe(true);
    // Another process sells the last rooms: this one has not read the change feed yet.
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night >= '2026-06-20' AND night < '2026-06-22'`, [
      open?.category_id,
    ]);
    expect(await offered()).toBe(true);

    const booking = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': 'stale-index-booking' },
      payload: {
        user: { first_name: 'Asha Verma', country_code: '+91', phone: '9876543210', email: 'asha@example.com' },
        booking: {
          hotel_id: open?.hotel_id,
          room_category_id: open?.category_id,
          checkin: '2026-06-20',
          checkout: '2026-06-22',
          rooms_config: '1,2,0,0,0',
          payment_mode: 'pay_at_hotel',
        },
        source: 'Web Booking',
      },
    });
    expect(booking.statusCode, booking.body).toBe(409);
    expect(booking.json()).toMatchObject({
      statusCode: 409,
      code: 'ROOMS_UNAVAILABLE',
      message: expect.stringMatching(/is no longer available for every night of this stay$/) as unknown,
    });

    await followed.catchUp();
    expect(await offered()).toBe(false);
  });
});
