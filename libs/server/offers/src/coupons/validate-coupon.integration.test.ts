import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCouponBodySchema } from '@stays/api-client';
import type { Database } from '@stays/server-db';
import { couponFixtureCodes, insertCouponFixture } from '../testing/coupon-fixture';
import { recordCouponRedemption } from './coupons.repository';
import { quoteCoupon } from './quote-coupon.service';
import { validateCoupon } from './validate-coupon.service';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';

let database: Database;
let guest: number;
let otherGuest: number;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  await insertCouponFixture(database);
  const users = await database.query<{ id: number }>(`INSERT INTO users (first_name) VALUES ('Asha'), ('Ravi') RETURNING id`);
  guest = users[0]?.id ?? 0;
  otherGuest = users[1]?.id ?? 0;
});
afterAll(async () => {
  await database?.close();
});

/** Baga Beach, Classic, 12–14 March, 2 adults: 805 000 paise (hotel details agree). */
const bagaStay = {
  hotel_id: fixtureIds.bagaBeach,
  room_category_id: fixtureIds.bagaClassic,
  checkin: '2026-03-12',
  checkout: '2026-03-14',
  rooms_config: '1,2,0,0,0',
};
const validate = (code: string, userId = guest, stay: Record<string, unknown> = bagaStay) =>
  validateCoupon(database, validateCouponBodySchema.parse({ code, ...stay }), userId, FIXTURE_NOW);

let invoice = 0;
async function bookingWithCoupon(userId: number, code: string, state: 'confirmed' | 'cancelled'): Promise<void> {
  invoice += 1;
  const [booking] = await database.query<{ id: number }>(
    `INSERT INTO bookings (invoice_no, property_id, room_category_id, checkin, checkout, nights_count, rooms, guests_config, no_of_guest,
        status_key, state, payment_status_id, total_amount, final_amount, payable_amount, currency_code, pay_at_hotel, guest_name,
        guest_email, guest_phone, guest_country_code, source, request_type)
     VALUES ($1, 101, 1001, '2026-03-12', '2026-03-14', 2, 1, '[]', 2, $2, $3, 0, 805000, 755000, 755000, 'INR', true, 'Asha Rao',
        'asha@example.com', '9876543210', '91', 'Web Booking', 'NEW') RETURNING id`,
    [`CPN${invoice}`, state === 'cancelled' ? 3 : 0, state],
  );
  const [coupon] = await database.query<{ id: number }>(`SELECT id FROM coupons WHERE code = $1`, [code]);
  await recordCouponRedemption(database, { couponId: coupon?.id ?? 0, userId, bookingId: booking?.id ?? 0, discountMinor: 50_000 });
}

describe('validate a coupon for a stay', () => {
  it('takes a capped percentage off the category’s price, any case of the code', async () => {
    expect(await validate('welcome10')).toEqual({
      code: 'WELCOME10',
      description: '10% off your first Nivaas stay, up to ₹1,500',
      discount_type: 'percentage',
      discount_value: 10,
      currency_code: 'INR',
      price_before_coupon: 805_000,
      discount_amount: 80_500,
      price_after_coupon: 724_500,
      // India adds 12 % on top in whole rupees: 805 000 → 901 600 without the coupon, 724 500 + 86 900 (869.40 → 869) with it.
      total_before_coupon: 901_600,
      taxes_after_coupon: 86_900,
      total_after_coupon: 811_400,
      room_category_id: fixtureIds.bagaClassic,
    });
    const suite = await validate('WELCOME10', guest, { ...bagaStay, room_category_id: fixtureIds.bagaSuite });
    expect(suite).toMatchObject({ price_before_coupon: 1_600_000, discount_amount: 150_000, price_after_coupon: 1_450_000 });
  });

  it('takes a flat amount off a stay above its minimum, and refuses one below', async () => {
    expect(await validate(couponFixtureCodes.flat)).toMatchObject({ discount_amount: 50_000, price_after_coupon: 755_000 });
    // Goa Palms, one night for one adult: 333 347 × 250 000 / 350 000 = 238 105 paise.
    const oneNightOneAdult = {
      hotel_id: fixtureIds.goaPalms,
      room_category_id: fixtureIds.palmsStandard,
      checkin: '2026-03-12',
      checkout: '2026-03-13',
      rooms_config: '1,1,0,0,0',
    };
    await expect(validate(couponFixtureCodes.flat, guest, oneNightOneAdult)).rejects.toMatchObject({
      statusCode: 422,
      code: 'COUPON_MINIMUM_AMOUNT',
      message: 'This coupon needs a booking of at least ₹3,000.',
    });
  });

  it.each([
    ['NOSUCHCODE', 'COUPON_INVALID', 'This coupon code is not valid.'],
    [couponFixtureCodes.disabled, 'COUPON_INVALID', 'This coupon code is not valid.'],
    [couponFixtureCodes.expired, 'COUPON_EXPIRED', 'This coupon expired on 2026-02-28.'],
    [couponFixtureCodes.notStarted, 'COUPON_NOT_STARTED', 'This coupon can be used from 2026-06-01.'],
    [couponFixtureCodes.dunelight, 'COUPON_NOT_APPLICABLE', 'This coupon cannot be used for this property.'],
  ])('refuses %s with %s and the text to show', async (code, errorCode, message) => {
    await expect(validate(code)).rejects.toMatchObject({ statusCode: 422, code: errorCode, message });
  });

  it('applies the brand and country scope to a Dunelight home in the Netherlands', async () => {
    const canal = { hotel_id: fixtureIds.canalHouse, room_category_id: 1041, checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '1,2,0,0,0' };
    expect(await validate(couponFixtureCodes.dunelight, guest, canal)).toMatchObject({
      currency_code: 'EUR',
      price_before_coupon: 42_000,
      discount_amount: 6_300,
    });
    await expect(validate(couponFixtureCodes.welcome, guest, canal)).rejects.toMatchObject({ code: 'COUPON_NOT_APPLICABLE' });
  });

  it('counts a guest’s bookings with the coupon against its per-user limit, not cancelled ones nor other guests’', async () => {
    await bookingWithCoupon(guest, couponFixtureCodes.flat, 'confirmed');
    await bookingWithCoupon(guest, couponFixtureCodes.flat, 'cancelled');
    expect(await validate(couponFixtureCodes.flat)).toMatchObject({ discount_amount: 50_000 });
    await bookingWithCoupon(guest, couponFixtureCodes.flat, 'confirmed');
    await expect(validate(couponFixtureCodes.flat)).rejects.toMatchObject({
      code: 'COUPON_LIMIT_REACHED',
      message: 'You have already used this coupon 2 times.',
    });
    expect(await validate(couponFixtureCodes.flat, otherGuest)).toMatchObject({ discount_amount: 50_000 });
  });

  it('refuses a sold-out category and a category of another hotel', async () => {
    await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-13'`, [fixtureIds.bagaClassic]);
    try {
      await expect(validate('WELCOME10')).rejects.toMatchObject({ statusCode: 409, code: 'ROOMS_UNAVAILABLE' });
    } finally {
      await database.query(`UPDATE room_nights SET sold = 0 WHERE room_category_id = $1 AND night = '2026-03-13'`, [fixtureIds.bagaClassic]);
    }
    await expect(validate('WELCOME10', guest, { ...bagaStay, room_category_id: fixtureIds.palmsStandard })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses more adults in a room than the category takes with the limit, not as sold out', async () => {
    await expect(validate('WELCOME10', guest, { ...bagaStay, rooms_config: '1,3,0,0,0' })).rejects.toMatchObject({ statusCode: 400, code: 'TOO_MANY_GUESTS' });
  });

  it('quoteCoupon gives a booking the same figure the page showed', async () => {
    const shown = await validate(couponFixtureCodes.welcome);
    const charged = await quoteCoupon(
      database,
      { code: 'WELCOME10', userId: guest, brandId: 'nivaas', countryId: 1, currencyCode: 'INR', amountMinor: shown.price_before_coupon },
      FIXTURE_NOW,
    );
    expect(charged.priceAfterCouponMinor).toBe(shown.price_after_coupon);
  });
});
