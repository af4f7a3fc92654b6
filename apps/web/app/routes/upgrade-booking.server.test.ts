// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { RoomCategory } from '@stays/api-client';
import { hotelDetails } from '../testing/api-fixtures';
import { bookingReply } from '../testing/booking-fixtures';
import { fakeApi, outcomeOf, type FakeReply, type RecordedRequest } from '../testing/fake-api';
import { action, loader } from './upgrade-booking';

function args(url: string, bookingId: string, init?: RequestInit) {
  const parsed = new URL(url);
  const params: Record<string, string | undefined> = { bookingId };
  return { request: new Request(url, { ...init, headers: { host: parsed.host, ...(init?.headers ?? {}) } }), params, context: {} };
}

function category(id: number, name: string, price: number, extra: Partial<RoomCategory> = {}): RoomCategory {
  return {
    id,
    name,
    max_occupancy_allowed: 3,
    single_bed_base_tariff: price / 2,
    double_bed_base_tariff: price / 2,
    extra_bed_base_tariff: 0,
    available_rooms: 3,
    pricing_info: { average_price_single: price / 2, average_price_double: price / 2, average_price_extra: 0, prices: [] },
    summed_final_price: price,
    summed_slasher_price: null,
    discount_percentage: 0,
    wizard_discount_percentage: 0,
    wizard_discount_amount: 0,
    tax_clusivity: 'exclusive',
    amenities: [],
    one_liner: '',
    services: [],
    views: [],
    restricted_amenities: [],
    combined_media: [],
    tax_info: { total_tax: 0, final_price_with_tax: price },
    isSoldOut: false,
    sold_out_reasons: [],
    ...extra,
  };
}

const hotel = hotelDetails({
  id: 1001,
  room_categories_with_data: [
    category(1, 'Deluxe Double', 500_000),
    category(2, 'Premium King', 700_000),
    category(3, 'Family Suite', 900_000),
    category(4, 'Standard Twin', 400_000),
    category(5, 'Penthouse', 1_500_000, { isSoldOut: true, sold_out_reasons: ['noRoomsAvailable'] }),
    category(6, 'Sea View', 800_000),
  ],
});

function estimateFor(roomCategoryId: number) {
  const newAmount = { 2: 700_000, 3: 900_000, 6: 800_000 }[roomCategoryId] ?? 0;
  return {
    invoice_no: 'NV7Q4K2M',
    checkin: '2030-05-10',
    checkout: '2030-05-12',
    available: roomCategoryId !== 6,
    old_amount: 500_000,
    new_amount: newAmount,
    difference: newAmount - 500_000,
    amount_to_pay: 0,
    amount_to_refund: 0,
    currency_code: 'INR',
  };
}

function api(request: RecordedRequest): FakeReply {
  if (request.url.pathname === '/api/pwa/hotels/1001') return { body: hotel };
  if (request.url.pathname.endsWith('/estimate_v2')) return { body: estimateFor((request.body as { room_category_id: number }).room_category_id) };
  return { body: bookingReply() };
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/upgrade-booking/{bookingId}', () => {
  it("offers the property's dearer rooms free for the same stay, cheapest difference first, each estimated with the booking proof", async () => {
    const requests = fakeApi(api);
    const page = await outcomeOf(loader(args('http://localhost/upgrade-booking/NV7Q4K2M?token=tok-123', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.status).toBe(200);
    const body = page.body as {
      kind: string;
      modifiable: boolean;
      options: { roomCategoryId: number; name: string; estimate: { difference: number } }[];
      idempotencyKey: string;
    };
    expect(body).toMatchObject({ kind: 'upgrade', modifiable: true, access: { token: 'tok-123' } });
    // Cheaper (Standard Twin), sold-out (Penthouse) and not available on estimate (Sea View) rooms are left out.
    expect(body.options.map((option) => [option.name, option.estimate.difference])).toEqual([
      ['Premium King', 200_000],
      ['Family Suite', 400_000],
    ]);
    expect(body.idempotencyKey.length).toBeGreaterThanOrEqual(32);
    const details = requests.find((request) => request.url.pathname === '/api/pwa/hotels/1001');
    expect(details?.url.searchParams.get('rooms_config')).toBe('1,2,0,0,0');
    const estimates = requests.filter((request) => request.url.pathname === '/api/pwa/estimateCharge/NV7Q4K2M/estimate_v2');
    expect(estimates.map((request) => request.body)).toEqual(
      expect.arrayContaining([{ checkin: '2030-05-10', checkout: '2030-05-12', room_category_id: 2, token: 'tok-123' }]),
    );
    expect(estimates).toHaveLength(3);
  });

  it('asks for the booking id and phone when the link proves nothing, and sends the lookup back to this page', async () => {
    const requests = fakeApi(api);
    const page = await outcomeOf(loader(args('http://localhost/upgrade-booking/NV7Q4K2M', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.body).toMatchObject({ kind: 'lookup', action: '/upgrade-booking/NV7Q4K2M', values: { bookingId: 'NV7Q4K2M' } });
    expect(requests).toHaveLength(0);
    const submitted = await outcomeOf(
      loader(args('http://localhost/upgrade-booking/NV7Q4K2M?bookingId=NV7Q4K2M&country_code=%2B91&phone=9876543210', 'NV7Q4K2M') as LoaderFunctionArgs),
    );
    expect(submitted).toMatchObject({ status: 302, location: '/upgrade-booking/NV7Q4K2M?phone=9876543210&country_code=%2B91' });
  });

  it('says a booking that can no longer change cannot be upgraded, without pricing rooms', async () => {
    const requests = fakeApi(() => ({ body: bookingReply({ cancellable: false, state: 'cancelled', display_status: 'cancelled', status_key: 3 }) }));
    const page = await outcomeOf(loader(args('http://localhost/upgrade-booking/NV7Q4K2M?token=t', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.body).toMatchObject({ kind: 'upgrade', modifiable: false, options: [] });
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/pwa/booking/NV7Q4K2M']);
  });

  it('moves the booking to the chosen room with a rebooking of the same dates and opens the new booking', async () => {
    const requests = fakeApi((request) =>
      request.method === 'POST'
        ? {
            status: 201,
            body: {
              ...bookingReply({ invoice_no: 'NVNEW0002', token: 'tok-new', request_type: 'DATE_CHANGE', room_category: { id: 2, name: 'Premium King' } }),
              redirectUrl: null,
            },
          }
        : api(request),
    );
    const form = new URLSearchParams({ intent: 'upgrade', room_category_id: '2', idempotencyKey: 'key-123456789' });
    const outcome = await outcomeOf(
      action(
        args('http://localhost/upgrade-booking/NV7Q4K2M?phone=9876543210&country_code=%2B91', 'NV7Q4K2M', {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }) as ActionFunctionArgs,
      ),
    );
    expect(outcome).toMatchObject({ status: 302, location: '/booking/NVNEW0002?token=tok-new&upgraded=true' });
    const rebooking = requests.find((request) => request.method === 'POST');
    expect(rebooking?.url.pathname).toBe('/api/pwa/createBooking');
    expect(rebooking?.body).toMatchObject({
      request_type: 'REBOOKING',
      booking: { hotel_id: 1001, room_category_id: 2, checkin: '2030-05-10', checkout: '2030-05-12', payment_mode: 'pay_at_hotel' },
      re_booking: {
        requestType: 'DATE_CHANGE',
        old_invoice_no: 'NV7Q4K2M',
        checkin: '2030-05-10',
        checkout: '2030-05-12',
        hotel_id: 1001,
        room_category_id: 2,
        user_phone: '9876543210',
      },
    });
  });

  it('sends a dearer online booking to the payment page for the difference', async () => {
    fakeApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: { ...bookingReply({ invoice_no: 'NVNEW0003', pay_at_hotel: false }), redirectUrl: '/api/pwa/sandbox-pay/sbx_order_1' } }
        : { body: bookingReply({ pay_at_hotel: false }) },
    );
    const form = new URLSearchParams({ intent: 'upgrade', room_category_id: '2', idempotencyKey: 'key-123456789' });
    const outcome = await outcomeOf(
      action(
        args('http://localhost/upgrade-booking/NV7Q4K2M?token=t', 'NV7Q4K2M', {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }) as ActionFunctionArgs,
      ),
    );
    expect(outcome).toMatchObject({ status: 302, location: '/api/pwa/sandbox-pay/sbx_order_1' });
  });

  it('says the room is gone when the upgrade is refused as unavailable, and refuses a form without a room', async () => {
    fakeApi((request) =>
      request.method === 'POST' ? { status: 409, body: { statusCode: 409, code: 'ROOMS_UNAVAILABLE', message: 'gone' } } : { body: bookingReply() },
    );
    const post = (fields: Record<string, string>) =>
      outcomeOf(
        action(
          args('http://localhost/upgrade-booking/NV7Q4K2M?token=t', 'NV7Q4K2M', {
            method: 'POST',
            body: new URLSearchParams(fields),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }) as ActionFunctionArgs,
        ),
      );
    expect(await post({ intent: 'upgrade', room_category_id: '3', idempotencyKey: 'key-123456789' })).toMatchObject({
      status: 200,
      body: { upgradeError: 'roomGone' },
    });
    await expect(post({ intent: 'upgrade', room_category_id: 'x', idempotencyKey: 'key-123456789' })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
