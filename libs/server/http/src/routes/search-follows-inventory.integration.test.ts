import { describe, expect, it } from 'vitest';
import { createBookingReplySchema, hotelDetailsSchema, searchResponseSchema, type CreateBookingBody } from '@stays/api-client';
import { expireUnpaidHolds } from '@stays/server-booking';
import { apiOnFixture } from '../testing/api-on-fixture';
import { transactionalDatabase } from '@stays/server-core';
import { bookingBody } from '@stays/server-booking/testing';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';

/**
 * Search reads the summary room_night_windows (migration 0006), the hotel page and booking read room_nights. These
 * tests book, hold, let holds expire, cancel and change dates through the API, and after each step ask both: a
 * search result must never offer a room or a price that the hotel page (and so booking) would then deny.
 */
const HOLD_MINUTES = 15;
const THREE_ADULTS = '1,3,0,0,0'; // only Baga Beach's Suite (2 rooms a night, up to 3 adults) takes them there
const suite = fixtureIds.bagaSuite;

const api = apiOnFixture({ payments: { holdMinutes: HOLD_MINUTES, holdSweepSeconds: 0, webhookSecret: 'test-webhook-secret' } });

interface Offer {
  availableRooms: number;
  total: number;
  roomCategoryId: number;
}

/** Baga Beach as a search of Goa for three adults shows it: its offer, or null when it is not bookable. */
async function searchOffer(checkin: string, checkout: string, roomsConfig = THREE_ADULTS): Promise<Offer | null> {
  const query = `filters[city_id]=${fixtureIds.goa}&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&rooms_config=${roomsConfig}&filters[available]=false`;
  const response = await api.app.inject({ method: 'GET', url: `/api/pwa/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const hotel = searchResponseSchema.parse(response.json()).hotels.find((candidate) => candidate.id === fixtureIds.bagaBeach);
  if (!hotel || hotel.isSoldOut || !hotel.pricing_details) return null;
  return { availableRooms: hotel.available_rooms, total: hotel.pricing_details.total_price, roomCategoryId: hotel.pricing_details.room_category_id };
}

/** The same stay on the hotel page, for the category search offered (or the Suite): what booking would be offered. */
async function hotelPageOffer(checkin: string, checkout: string, roomCategoryId: number, roomsConfig = THREE_ADULTS): Promise<Offer | null> {
  const query = `available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&rooms_config=${roomsConfig}&selected_rcid=${roomCategoryId}`;
  const response = await api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const category = hotelDetailsSchema.parse(response.json()).room_categories_with_data.find((candidate) => candidate.id === roomCategoryId);
  if (!category || category.isSoldOut) return null;
  return { availableRooms: category.available_rooms, total: category.summed_final_price, roomCategoryId };
}

/** Search and the hotel page agree on the stay; answers the rooms search offers (0 when it offers none). */
async function agreedRooms(checkin: string, checkout: string, roomsConfig = THREE_ADULTS): Promise<number> {
  const searched = await searchOffer(checkin, checkout, roomsConfig);
  const onPage = await hotelPageOffer(checkin, checkout, searched?.roomCategoryId ?? suite, roomsConfig);
  expect(searched, `search vs hotel page, ${checkin} → ${checkout}`).toEqual(onPage);
  return searched?.availableRooms ?? 0;
}

let keySequence = 0;
async function book(body: CreateBookingBody) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { 'idempotency-key': `follows-${(keySequence += 1)}-${Date.now()}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return createBookingReplySchema.parse(response.json());
}

const suiteBooking = (checkin: string, checkout: string, paymentMode: 'pay_at_hotel' | 'online' = 'pay_at_hotel') =>
  bookingBody({ room_category_id: suite, checkin, checkout, rooms_config: THREE_ADULTS, payment_mode: paymentMode });

async function cancel(invoiceNo: string) {
  const response = await api.app.inject({
    method: 'PATCH',
    url: '/api/pwa/bookingcancellation',
    payload: { booking: { id: invoiceNo, status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Every window row holds exactly its category's nights (and no night lacks its windows). */
async function summaryMismatches(): Promise<unknown[]> {
  return api.database.query(
    `WITH expected AS (
       SELECT rc.id AS room_category_id, k.window_index,
              array_agg(rn.total - rn.sold ORDER BY s.slot) AS free, array_agg(rn.price_minor ORDER BY s.slot) AS rate,
              array_agg(rn.slasher_price_minor ORDER BY s.slot) AS slasher, array_agg(rn.min_stay ORDER BY s.slot) AS min_stay
         FROM room_categories rc
         JOIN LATERAL (SELECT DISTINCT unnest(room_night_window_indexes(n.night)) AS window_index FROM room_nights n WHERE n.room_category_id = rc.id) k ON true
         CROSS JOIN generate_series(0, 47) AS s(slot)
         LEFT JOIN room_nights rn ON rn.room_category_id = rc.id AND rn.night = DATE '2000-01-01' + 32 * k.window_index + s.slot
        GROUP BY rc.id, k.window_index
     )
     SELECT coalesce(e.room_category_id, w.room_category_id) AS room_category_id, coalesce(e.window_index, w.window_index) AS window_index
       FROM expected e FULL JOIN room_night_windows w ON w.room_category_id = e.room_category_id AND w.window_index = e.window_index
      WHERE w.room_category_id IS NULL OR e.room_category_id IS NULL
         OR (e.free, e.rate, e.slasher, e.min_stay) IS DISTINCT FROM (w.free, w.rate, w.slasher, w.min_stay)`,
  );
}

describe('search follows every change of the inventory, as the hotel page and booking see it', () => {
  it('starts from the stored nights: the summary holds exactly the inventory', async () => {
    expect(await summaryMismatches()).toEqual([]);
    expect(await agreedRooms('2026-03-12', '2026-03-14')).toBe(2);
  });

  it('bookings take rooms from search until the stay sells out, and a cancellation gives one back', async () => {
    const first = await book(suiteBooking('2026-03-12', '2026-03-14'));
    expect(await agreedRooms('2026-03-12', '2026-03-14')).toBe(1);
    expect(await agreedRooms('2026-03-13', '2026-03-15')).toBe(1); // shares the 13th
    expect(await agreedRooms('2026-03-14', '2026-03-16')).toBe(2); // the checkout night stays free

    await book(suiteBooking('2026-03-13', '2026-03-14'));
    expect(await agreedRooms('2026-03-12', '2026-03-14')).toBe(0);
    expect(await searchOffer('2026-03-12', '2026-03-14')).toBeNull();
    expect(await agreedRooms('2026-03-12', '2026-03-13')).toBe(1);

    await cancel(first.invoice_no);
    expect(await agreedRooms('2026-03-12', '2026-03-14')).toBe(1);
    expect(await agreedRooms('2026-03-12', '2026-03-13')).toBe(2);
    expect(await summaryMismatches()).toEqual([]);
  });

  it('an online booking holds its room in search until the hold expires unpaid', async () => {
    await book(suiteBooking('2026-03-15', '2026-03-17', 'online'));
    expect(await agreedRooms('2026-03-15', '2026-03-17')).toBe(1);

    const tx = transactionalDatabase(api.database);
    expect(await expireUnpaidHolds(tx, new Date(FIXTURE_NOW.getTime() + (HOLD_MINUTES - 1) * 60_000), { holdMinutes: HOLD_MINUTES })).toBe(0);
    expect(await agreedRooms('2026-03-15', '2026-03-17')).toBe(1);
    expect(await expireUnpaidHolds(tx, new Date(FIXTURE_NOW.getTime() + HOLD_MINUTES * 60_000), { holdMinutes: HOLD_MINUTES })).toBe(1);
    expect(await agreedRooms('2026-03-15', '2026-03-17')).toBe(2);
    expect(await summaryMismatches()).toEqual([]);
  });

  it('a date change frees the old nights and takes the new ones in search at once', async () => {
    const booking = await book(suiteBooking('2026-03-16', '2026-03-17'));
    expect(await agreedRooms('2026-03-16', '2026-03-17')).toBe(1);
    expect(await agreedRooms('2026-03-18', '2026-03-19')).toBe(2);

    const change = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': `follows-change-${Date.now()}` },
      payload: {
        ...suiteBooking('2026-03-16', '2026-03-17'),
        request_type: 'REBOOKING',
        re_booking: { requestType: 'DATE_CHANGE', old_invoice_no: booking.invoice_no, checkin: '2026-03-18', checkout: '2026-03-19', token: booking.token },
      },
    });
    expect(change.statusCode, change.body).toBe(201);
    expect(await agreedRooms('2026-03-16', '2026-03-17')).toBe(2);
    expect(await agreedRooms('2026-03-18', '2026-03-19')).toBe(1);
    expect(await summaryMismatches()).toEqual([]);
  });

  it('new prices and tariffs reach search the moment they are stored', async () => {
    const before = await searchOffer('2026-03-12', '2026-03-13');
    await api.database.query(`UPDATE room_nights SET price_minor = price_minor + 10000 WHERE room_category_id = $1 AND night = '2026-03-12'`, [suite]);
    const repriced = await searchOffer('2026-03-12', '2026-03-13');
    expect(repriced?.total).toBe((before?.total ?? 0) + 10000);
    expect(await agreedRooms('2026-03-12', '2026-03-13')).toBe(repriced?.availableRooms);

    // Three adults in the Suite: one double-occupancy rate and one extra bed, whose tariff changes here.
    await api.database.query('UPDATE room_categories SET extra_bed_base_tariff = extra_bed_base_tariff + 5000 WHERE id = $1', [suite]);
    expect((await searchOffer('2026-03-12', '2026-03-13'))?.total).toBe((repriced?.total ?? 0) + 5000);
    expect(await agreedRooms('2026-03-12', '2026-03-13')).toBeGreaterThan(0);
    expect(await summaryMismatches()).toEqual([]);
  });

  it('a stay too long for one summary window is searched night by night, with the same answer as the hotel page', async () => {
    await api.database.query(
      `INSERT INTO room_nights (room_category_id, night, total, sold, price_minor, slasher_price_minor, min_stay)
       SELECT $1, day::date, 2, 0, 800000 + extract(day FROM day)::int * 100, NULL, 1 FROM generate_series('2026-03-20'::date, '2026-04-30'::date, '1 day') AS day`,
      [suite],
    );
    expect(await summaryMismatches()).toEqual([]);
    // 2026-04-13 is the 32nd night of its window (from 2026-03-13): 17 nights still fit in it, 18 do not.
    expect(await agreedRooms('2026-04-13', '2026-04-30')).toBe(2);
    expect(await agreedRooms('2026-04-13', '2026-05-01')).toBe(2);
    expect(await agreedRooms('2026-03-20', '2026-04-19')).toBe(2); // 30 nights, the longest stay
    await book(suiteBooking('2026-04-20', '2026-04-21'));
    expect(await agreedRooms('2026-04-13', '2026-05-01')).toBe(1);
    expect(await agreedRooms('2026-04-13', '2026-04-30')).toBe(1);
    expect(await agreedRooms('2026-03-20', '2026-04-19')).toBe(2);
  });

  it('removing nights removes them from search', async () => {
    await api.database.query(`DELETE FROM room_nights WHERE room_category_id = $1 AND night >= '2026-04-25'`, [suite]);
    expect(await summaryMismatches()).toEqual([]);
    expect(await searchOffer('2026-04-25', '2026-04-26')).toBeNull();
    expect(await searchOffer('2026-04-23', '2026-04-26')).toBeNull();
    expect(await agreedRooms('2026-04-23', '2026-04-25')).toBe(2);
  });
});
