import { describe, expect, it } from 'vitest';
import {
  bookingPaidReplySchema,
  createBookingReplySchema,
  estimateChargeReplySchema,
  type CreateBookingBody,
  type CreateBookingReply,
} from '@stays/api-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { bookingBody } from '@stays/server-booking/testing';
import { fixtureIds } from '@stays/server-catalogue/testing';

const api = apiOnFixture({ payments: { holdMinutes: 15, holdSweepSeconds: 0, webhookSecret: 'test-webhook-secret' } });

let keySequence = 0;
const newKey = () => `upgrade-key-${(keySequence += 1)}-${Date.now()}`;

async function book(body: CreateBookingBody): Promise<CreateBookingReply> {
  const response = await api.app.inject({ method: 'POST', url: '/api/pwa/createBooking', headers: { 'idempotency-key': newKey() }, payload: body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return createBookingReplySchema.parse(response.json());
}

async function payOnPage(redirectUrl: string | null) {
  if (!redirectUrl) throw new Error('no payment page to go to');
  await api.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ mode: 'UPI', upi_id: 'asha@okbank' }).toString(),
  });
}

async function soldOn(roomCategoryId: number, night: string): Promise<number> {
  const [row] = await api.database.query<{ sold: number }>('SELECT sold FROM room_nights WHERE room_category_id = $1 AND night = $2', [roomCategoryId, night]);
  return row?.sold ?? -1;
}

async function bookingCount(): Promise<number> {
  const [row] = await api.database.query<{ count: number }>('SELECT count(*)::int AS count FROM bookings');
  return row?.count ?? -1;
}

function upgrade(booking: CreateBookingReply, reBooking: Partial<NonNullable<CreateBookingBody['re_booking']>>) {
  return api.app.inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { 'idempotency-key': newKey() },
    payload: {
      ...bookingBody({ checkin: booking.checkin, checkout: booking.checkout }),
      request_type: 'REBOOKING',
      re_booking: {
        requestType: 'DATE_CHANGE',
        old_invoice_no: booking.invoice_no,
        checkin: booking.checkin,
        checkout: booking.checkout,
        token: booking.token,
        ...reBooking,
      },
    },
  });
}

describe('room upgrade (a rebooking to another room category of the same property, same dates)', () => {
  it('moves a paid booking to the Suite in one transaction, estimated first, and charges the difference on the payment page', async () => {
    const booking = await book(bookingBody({ payment_mode: 'online', checkin: '2026-03-12', checkout: '2026-03-14' }));
    await payOnPage(booking.redirectUrl);
    const before = { classic: await soldOn(fixtureIds.bagaClassic, '2026-03-12'), suite: await soldOn(fixtureIds.bagaSuite, '2026-03-12') };

    const estimate = await api.app.inject({
      method: 'POST',
      url: `/api/pwa/estimateCharge/${booking.invoice_no}/estimate_v2`,
      payload: { checkin: '2026-03-12', checkout: '2026-03-14', room_category_id: fixtureIds.bagaSuite, token: booking.token },
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    const estimated = estimateChargeReplySchema.parse(estimate.json());
    expect(estimated).toMatchObject({ available: true, old_amount: booking.final_amount, amount_to_refund: 0 });
    expect(estimated.difference).toBeGreaterThan(0);
    expect(estimated.amount_to_pay).toBe(estimated.difference);
    // The estimate rehearses the change and rolls it back.
    expect({ classic: await soldOn(fixtureIds.bagaClassic, '2026-03-12'), suite: await soldOn(fixtureIds.bagaSuite, '2026-03-12') }).toEqual(before);

    const response = await upgrade(booking, { hotel_id: fixtureIds.bagaBeach, room_category_id: fixtureIds.bagaSuite });
    expect(response.statusCode, response.body).toBe(201);
    const upgraded = createBookingReplySchema.parse(response.json());
    expect(upgraded).toMatchObject({
      request_type: 'DATE_CHANGE',
      replaces_invoice_no: booking.invoice_no,
      room_category: { id: fixtureIds.bagaSuite, name: 'Suite' },
      checkin: '2026-03-12',
      checkout: '2026-03-14',
      final_amount: estimated.new_amount,
      get_amount_paid: booking.final_amount,
    });
    expect(upgraded.redirectUrl).toMatch(/^\/api\/pwa\/sandbox-pay\//);
    expect({ classic: await soldOn(fixtureIds.bagaClassic, '2026-03-12'), suite: await soldOn(fixtureIds.bagaSuite, '2026-03-12') }).toEqual({
      classic: before.classic - 1,
      suite: before.suite + 1,
    });
    const old = await api.app.inject({ method: 'GET', url: `/api/pwa/booking/${booking.invoice_no}?token=${booking.token}` });
    expect(old.json()).toMatchObject({ state: 'cancelled', refunded_amount: 0 });

    await payOnPage(upgraded.redirectUrl);
    const paid = bookingPaidReplySchema.parse(
      (await api.app.inject({ method: 'GET', url: `/api/pwa/booking-paid?bookingToken=${encodeURIComponent(upgraded.booking_token)}` })).json(),
    );
    expect(paid.payment).toMatchObject({ status: 'paid', amount: estimated.amount_to_pay, purpose: 'date_change' });
    expect(paid.booking).toMatchObject({ get_amount_paid: estimated.new_amount, get_payment_status_id: 2 });
  });

  it('refuses a sold-out category with 409 and changes nothing', async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-15', checkout: '2026-03-17' }));
    await api.database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-16'`, [fixtureIds.bagaSuite]);
    const before = {
      classic: await soldOn(fixtureIds.bagaClassic, '2026-03-15'),
      suite: await soldOn(fixtureIds.bagaSuite, '2026-03-15'),
      bookings: await bookingCount(),
    };

    const estimate = await api.app.inject({
      method: 'POST',
      url: `/api/pwa/estimateCharge/${booking.invoice_no}/estimate_v2`,
      payload: { checkin: '2026-03-15', checkout: '2026-03-17', room_category_id: fixtureIds.bagaSuite, token: booking.token },
    });
    expect(estimateChargeReplySchema.parse(estimate.json())).toMatchObject({ available: false });

    const response = await upgrade(booking, { room_category_id: fixtureIds.bagaSuite });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'ROOMS_UNAVAILABLE' });
    expect({
      classic: await soldOn(fixtureIds.bagaClassic, '2026-03-15'),
      suite: await soldOn(fixtureIds.bagaSuite, '2026-03-15'),
      bookings: await bookingCount(),
    }).toEqual(before);
    const old = await api.app.inject({ method: 'GET', url: `/api/pwa/booking/${booking.invoice_no}?token=${booking.token}` });
    expect(old.json()).toMatchObject({ state: 'confirmed', room_category: { id: fixtureIds.bagaClassic } });
  });

  it("refuses another property's room category (404) or another hotel_id (422), taking nothing", async () => {
    const booking = await book(bookingBody({ checkin: '2026-03-18', checkout: '2026-03-19' }));
    const before = { bookings: await bookingCount(), palms: await soldOn(fixtureIds.palmsStandard, '2026-03-18') };
    const otherCategory = await upgrade(booking, { room_category_id: fixtureIds.palmsStandard });
    expect(otherCategory.statusCode).toBe(404);
    expect(otherCategory.json()).toMatchObject({ code: 'ROOM_CATEGORY_NOT_FOUND' });
    const otherHotel = await upgrade(booking, { hotel_id: fixtureIds.goaPalms, room_category_id: fixtureIds.palmsStandard });
    expect(otherHotel.statusCode).toBe(422);
    expect(otherHotel.json()).toMatchObject({ statusCode: 422, code: 'REBOOKING_OTHER_PROPERTY' });
    expect({ bookings: await bookingCount(), palms: await soldOn(fixtureIds.palmsStandard, '2026-03-18') }).toEqual(before);
  });
});
