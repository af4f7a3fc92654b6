import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingSchema,
  createBookingReplySchema,
  estimateChargeReplySchema,
  hotelDetailsSchema,
  type Booking,
  type CreateBookingBody,
} from '@stays/api-client';
import { extrasCharge } from '@stays/pricing';
import { bookingBody } from '@stays/server-booking/testing';
import { fixtureIds } from '@stays/server-catalogue/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

// Meals and early check-in: priced in the booking summary as createBooking charges them; added, changed and removed
// afterwards with PUT bookings/{id}/modify (booking.services.meals); carried over by a date change.
const api = apiOnFixture({ payments: { holdSweepSeconds: 0 } });
const INDIA = 1;

beforeAll(async () => {
  // Nights of their own for this file, later than the fixture's.
  await api.database.query(
    `INSERT INTO room_nights (room_category_id, night, total, sold, price_minor, slasher_price_minor, min_stay)
     SELECT $1, day::date, 9, 0, 400000, NULL, 1 FROM generate_series('2026-04-01'::date, '2026-04-30'::date, '1 day') AS day
     ON CONFLICT (room_category_id, night) DO UPDATE SET total = 9, sold = 0`,
    [fixtureIds.bagaClassic],
  );
});

let keys = 0;
const newKey = () => `meals-key-${(keys += 1)}-${Date.now()}`;

async function book(body: CreateBookingBody): Promise<Booking> {
  const response = await api.app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { 'idempotency-key': newKey() }, payload: body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return createBookingReplySchema.parse(response.json());
}

async function page(checkin: string, checkout: string) {
  const query = `available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&rooms_config=1,2,0,0,0&selected_rcid=${fixtureIds.bagaClassic}`;
  const details = hotelDetailsSchema.parse((await api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?${query}` })).json());
  const category = details.room_categories_with_data.find((candidate) => candidate.id === fixtureIds.bagaClassic);
  if (!category) throw new Error('Classic is on the page');
  return { details, category };
}

async function modify(booking: Booking, payload: object) {
  const response = await api.app.inject({
    method: 'PUT',
    url: `/api/pwa/bookings/${booking.invoice_no}/modify`,
    payload: { token: booking.token, ...payload },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const mealsOf = (booking: Booking) => booking.services.meal_bookings.map(({ category_code, status }) => `${category_code} ${status}`);

describe('meals and early check-in on a booking', () => {
  it('createBooking charges exactly what the summary adds by the page offer (extrasCharge): the meals and early check-in with their tax', async () => {
    const { details, category } = await page('2026-04-02', '2026-04-04');
    const early = details.additional_charge_info.early_checkin;
    expect(early).not.toBeNull();
    const summary = extrasCharge(
      category.services,
      { meals: ['dinner'], earlyCheckinPerRoomMinor: early?.charge_per_room ?? null },
      { rooms: 1, nights: 2, countryId: details.country_id },
    );
    const booking = await book(
      bookingBody({ checkin: '2026-04-02', checkout: '2026-04-04', services: { meals: ['dinner'] }, additional_charge_info: { early_checkin: true } }),
    );
    expect(booking.final_amount).toBe(category.tax_info.final_price_with_tax + summary.totalMinor);
    expect(booking.services.meal_bookings).toEqual([
      { meal_booking_id: expect.any(Number), category_code: 'dinner', guest_count: 2, amount: summary.mealsMinor, status: 'Confirmed' },
    ]);
    expect(booking.additional_charge_info).toEqual({ early_checkin: true, early_checkin_amount: early?.charge_per_room });
  });

  it('adds, changes and removes meals afterwards: items Confirmed then Cancelled, the amount due following each change', async () => {
    const { category, details } = await page('2026-04-06', '2026-04-08');
    const booking = await book(bookingBody({ checkin: '2026-04-06', checkout: '2026-04-08' }));
    const dinner = category.services.find((service) => service.code === 'dinner')?.price ?? 0;
    expect(dinner).toBeGreaterThan(0);
    const withTax = (minor: number) => minor + Math.round((minor * 12) / 100);

    const added = await modify(booking, { booking: { services: { meals: ['dinner'] } } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const afterAdd = bookingSchema.parse(added.body);
    expect(afterAdd.services).toMatchObject({ meals: ['dinner'], meals_amount: dinner * 2 });
    expect(afterAdd.final_amount).toBe(booking.final_amount + withTax(dinner * 2));
    expect(afterAdd.payable_amount).toBe(booking.payable_amount + withTax(dinner * 2));
    expect(mealsOf(afterAdd)).toEqual(['dinner Confirmed']);

    // The same list again changes nothing; breakfast (included) in place of dinner: dinner Cancelled, breakfast Confirmed at no charge.
    const again = bookingSchema.parse((await modify(booking, { booking: { services: { meals: ['dinner'] } } })).body);
    expect(again.final_amount).toBe(afterAdd.final_amount);
    expect(mealsOf(again)).toEqual(['dinner Confirmed']);
    const swapped = bookingSchema.parse((await modify(booking, { booking: { services: { meals: ['breakfast'] } } })).body);
    expect(mealsOf(swapped)).toEqual(['dinner Cancelled', 'breakfast Confirmed']);
    expect(swapped.final_amount).toBe(booking.final_amount);

    const early = details.additional_charge_info.early_checkin?.charge_per_room ?? 0;
    const withEarly = bookingSchema.parse((await modify(booking, { booking: { additional_charge_info: { early_checkin: true } } })).body);
    expect(withEarly).toMatchObject({ early_checkin: true, additional_charge_info: { early_checkin: true, early_checkin_amount: early } });
    expect(withEarly.final_amount).toBe(booking.final_amount + withTax(early));

    const removed = bookingSchema.parse(
      (await modify(booking, { booking: { services: { meals: [] }, additional_charge_info: { early_checkin: false } } })).body,
    );
    expect(mealsOf(removed)).toEqual(['dinner Cancelled', 'breakfast Cancelled']);
    expect(removed).toMatchObject({ final_amount: booking.final_amount, payable_amount: booking.payable_amount, total_amount: booking.total_amount });
  });

  it('refuses a meal the room does not offer, a stranger, and meals sent with a new stay, writing nothing', async () => {
    const booking = await book(bookingBody({ checkin: '2026-04-10', checkout: '2026-04-11' }));
    const lunch = await modify(booking, { booking: { services: { meals: ['lunch'] } } });
    expect(lunch).toMatchObject({ status: 422, body: { statusCode: 422, code: 'MEAL_NOT_OFFERED' } });
    const stranger = await api.app.inject({
      method: 'PUT',
      url: `/api/pwa/bookings/${booking.invoice_no}/modify`,
      payload: { user_phone: '9000000999', booking: { services: { meals: ['dinner'] } } },
    });
    expect(stranger.statusCode).toBe(404);
    const withStay = await modify(booking, { checkin: '2026-04-12', checkout: '2026-04-13', booking: { services: { meals: ['dinner'] } } });
    expect(withStay.status).toBe(400);
    const [row] = await api.database.query<{ final_amount: number; n: number }>(
      'SELECT final_amount, (SELECT count(*)::int FROM booking_meals WHERE booking_id = b.id) AS n FROM bookings b WHERE invoice_no = $1',
      [booking.invoice_no],
    );
    expect(row).toEqual({ final_amount: booking.final_amount, n: 0 });
  });

  it('refunds a paid online booking what a removed meal cost, and leaves more to pay when one is added', async () => {
    const booking = createBookingReplySchema.parse(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/pwa/createBooking',
          headers: { 'idempotency-key': newKey() },
          payload: bookingBody({ checkin: '2026-04-14', checkout: '2026-04-16', payment_mode: 'online', services: { meals: ['dinner'] } }),
        })
      ).json(),
    );
    const paid = await api.app.inject({
      method: 'POST',
      url: booking.redirectUrl ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ mode: 'UPI', upi_id: 'asha@okbank' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const removed = bookingSchema.parse((await modify(booking, { booking: { services: { meals: [] } } })).body);
    const dinnerWithTax = booking.final_amount - removed.final_amount;
    expect(dinnerWithTax).toBeGreaterThan(0);
    expect(removed).toMatchObject({ refunded_amount: dinnerWithTax, get_payment_status_id: 2, payable: false });

    const addedBack = bookingSchema.parse((await modify(booking, { booking: { services: { meals: ['dinner'] } } })).body);
    // Partly paid now: the dinner is due, and the booking page offers to pay it.
    expect(addedBack).toMatchObject({ final_amount: booking.final_amount, get_payment_status_id: 1, payable: true });
  });

  it('a date change keeps the meals and early check-in, priced for the new stay (and the estimate says so)', async () => {
    const booking = await book(
      bookingBody({ checkin: '2026-04-20', checkout: '2026-04-21', services: { meals: ['dinner'] }, additional_charge_info: { early_checkin: true } }),
    );
    const { category, details } = await page('2026-04-22', '2026-04-25');
    const extras = extrasCharge(
      category.services,
      { meals: ['dinner'], earlyCheckinPerRoomMinor: details.additional_charge_info.early_checkin?.charge_per_room ?? null },
      { rooms: 1, nights: 3, countryId: INDIA },
    );
    const estimate = estimateChargeReplySchema.parse(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/pwa/estimateCharge/${booking.invoice_no}/estimate_v2`,
          payload: { checkin: '2026-04-22', checkout: '2026-04-25', token: booking.token },
        })
      ).json(),
    );
    expect(estimate.new_amount).toBe(category.tax_info.final_price_with_tax + extras.totalMinor);
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/pwa/bookings/${booking.invoice_no}/modify`,
      headers: { 'idempotency-key': newKey() },
      payload: { token: booking.token, checkin: '2026-04-22', checkout: '2026-04-25' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = bookingSchema.parse(response.json());
    expect(moved.invoice_no).not.toBe(booking.invoice_no);
    expect(moved.services).toMatchObject({ meals: ['dinner'], meals_amount: extras.mealsMinor });
    expect(mealsOf(moved)).toEqual(['dinner Confirmed']);
    expect(moved.additional_charge_info.early_checkin).toBe(true);
    expect(moved.final_amount).toBe(estimate.new_amount);
  });
});
