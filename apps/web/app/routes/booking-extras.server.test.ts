// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { RoomCategory } from '@stays/api-client';
import { bookingFixture } from '@stays/api-client/testing';
import { hotelDetails } from '../testing/api-fixtures';
import { bookingReply } from '../testing/booking-fixtures';
import { fakeApi, outcomeOf } from '../testing/fake-api';
import { action, loader } from './booking';

function args(url: string, init?: RequestInit) {
  const parsed = new URL(url);
  return {
    request: new Request(url, { ...init, headers: { host: parsed.host, ...(init?.headers ?? {}) } }),
    params: { bookingId: 'NV7Q4K2M' } as Record<string, string | undefined>,
    context: {},
  };
}

/** The booked Deluxe Double as hotel details price it: breakfast at 450 a room a night, and early check-in at 900 a room. */
const deluxe: RoomCategory = {
  ...bookingFixture().room_category,
  max_occupancy_allowed: 3,
  single_bed_base_tariff: 180_000,
  double_bed_base_tariff: 220_000,
  extra_bed_base_tariff: 60_000,
  available_rooms: 0,
  pricing_info: { average_price_single: 180_000, average_price_double: 220_000, average_price_extra: 60_000, prices: [] },
  summed_final_price: 440_000,
  summed_slasher_price: null,
  discount_percentage: 0,
  wizard_discount_percentage: 0,
  wizard_discount_amount: 0,
  tax_clusivity: 'exclusive',
  amenities: [],
  one_liner: '',
  services: [{ code: 'breakfast', included: false, price: 45_000 }],
  views: [],
  restricted_amenities: [],
  combined_media: [],
  tax_info: { total_tax: 52_800, final_price_with_tax: 492_800 },
  // The booking's own rooms are taken: the room shows sold out, and its offer still holds for the booking.
  isSoldOut: true,
  sold_out_reasons: ['noRoomsAvailable'],
};
const offered = hotelDetails({
  room_categories_with_data: [deluxe],
  additional_charge_info: { early_checkin: { from_time: '08:00', standard_time: '12:00', charge_per_room: 90_000 } },
});

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('meals and early check-in on the booking page', () => {
  it('asks the hotel for its offer only when the guest opens the meals form (?extras=edit), for the booked room and stay', async () => {
    const requests = fakeApi((request) => ({ body: request.url.pathname.startsWith('/api/pwa/hotels/') ? offered : bookingReply() }));
    const plain = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?token=tok-123') as LoaderFunctionArgs));
    expect(plain.body).toMatchObject({ extrasOffer: null, extrasSaved: false });
    expect(requests).toHaveLength(1);

    const editing = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?token=tok-123&extras=edit') as LoaderFunctionArgs));
    expect(editing.body).toMatchObject({
      extrasOffer: {
        services: [{ code: 'breakfast', included: false, price: 45_000 }],
        earlyCheckin: { fromTime: '08:00', chargePerRoom: 90_000 },
        countryId: 1,
      },
    });
    const hotel = requests.find((request) => request.url.pathname.startsWith('/api/pwa/hotels/'));
    expect(hotel?.url.searchParams.get('selected_rcid')).toBe(String(bookingReply().room_category.id));
  });

  it('saves the ticked meals and early check-in with PUT bookings/{id}/modify (a plain form post), then shows the booking', async () => {
    const requests = fakeApi(() => ({ body: bookingReply() }));
    const form = new URLSearchParams([
      ['intent', 'extras'],
      ['meals', 'breakfast'],
      ['meals', 'dinner'],
      ['early_checkin', 'true'],
    ]);
    const outcome = await outcomeOf(
      action(
        args('http://localhost/booking/NV7Q4K2M?token=tok-123&extras=edit', {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }) as ActionFunctionArgs,
      ),
    );
    expect(outcome).toMatchObject({ status: 302, location: '/booking/NV7Q4K2M?token=tok-123&extras=saved' });
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/pwa/bookings/NV7Q4K2M/modify');
    expect(put?.body).toEqual({ token: 'tok-123', booking: { services: { meals: ['breakfast', 'dinner'] }, additional_charge_info: { early_checkin: true } } });
  });

  it('removes every meal when none is ticked, and answers a refusal with a message instead of an error page', async () => {
    const requests = fakeApi((request) =>
      request.method === 'PUT' ? { status: 422, body: { statusCode: 422, code: 'MEAL_NOT_OFFERED', message: 'no lunch' } } : { body: bookingReply() },
    );
    const outcome = await outcomeOf(
      action(
        args('http://localhost/booking/NV7Q4K2M?token=tok-123', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'extras' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }) as ActionFunctionArgs,
      ),
    );
    expect(outcome.body).toEqual({ extrasError: 'failed' });
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      token: 'tok-123',
      booking: { services: { meals: [] }, additional_charge_info: { early_checkin: false } },
    });
  });
});
