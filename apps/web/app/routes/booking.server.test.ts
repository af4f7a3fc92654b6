// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { city } from '../testing/api-fixtures';
import { bookingReply } from '../testing/booking-fixtures';
import { fakeApi, outcomeOf, type FakeReply } from '../testing/fake-api';
import { action, loader } from './booking';

const notFound: FakeReply = { status: 404, body: { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'no such booking' } };

function args(url: string, bookingId: string | undefined, init?: RequestInit) {
  const parsed = new URL(url);
  return {
    request: new Request(url, { ...init, headers: { host: parsed.host, ...(init?.headers ?? {}) } }),
    params: bookingId === undefined ? {} : { bookingId },
    context: {},
  };
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});

afterEach(() => vi.unstubAllGlobals());

describe('/booking/{bookingId}', () => {
  it('opens a booking by its token, with a share link that needs no phone', async () => {
    const requests = fakeApi(() => ({ body: bookingReply() }));
    const page = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?token=tok-123&booked=true', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      kind: 'booking',
      booked: true,
      access: { token: 'tok-123' },
      shareUrl: 'http://localhost/booking/NV7Q4K2M?token=tok-123',
    });
    expect(requests[0]?.url.pathname).toBe('/api/pwa/booking/NV7Q4K2M');
    expect(requests[0]?.url.searchParams.get('token')).toBe('tok-123');
  });

  it('opens a booking by id and mobileNumber with the country code', async () => {
    const requests = fakeApi(() => ({ body: bookingReply() }));
    const page = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?mobileNumber=9876543210', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.body).toMatchObject({ kind: 'booking', access: { phone: '9876543210', country_code: '+91' } });
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toMatchObject({ phone: '9876543210', country_code: '+91' });
  });

  it('shows the lookup form, without calling the API, when neither phone nor token is given', async () => {
    const requests = fakeApi(() => ({ body: bookingReply() }));
    const page = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.body).toMatchObject({ kind: 'lookup', values: { bookingId: 'NV7Q4K2M', phone: '', countryCode: '+91' }, formError: null });
    expect(requests).toHaveLength(0);
  });

  it('refuses an Indian number that is not 9 or 10 long before asking the API', async () => {
    const requests = fakeApi(() => ({ body: bookingReply() }));
    const page = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?phone=98765', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ kind: 'lookup', fieldErrors: { phone: 'lookup.phone.invalid' } });
    expect(requests).toHaveLength(0);
  });

  it('says not found for a wrong phone and a broken link for a wrong token', async () => {
    fakeApi(() => notFound);
    const byPhone = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?phone=9876543211', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(byPhone).toMatchObject({ status: 404, body: { kind: 'lookup', formError: 'notFound' } });
    const byToken = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?token=forged', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(byToken).toMatchObject({ status: 404, body: { kind: 'lookup', formError: 'linkInvalid' } });
  });

  it('opens the cancellation steps from ?modal= only for a booking that can be cancelled, with the charge of cancelling now', async () => {
    const charge = {
      invoice_no: 'NV7Q4K2M',
      cancellable: true,
      reasons: [{ id: 2, text: 'Found a better price elsewhere' }],
      cancellation_charge: 250_000,
      refund_amount: 0,
      currency_code: 'INR',
      free_cancellation_until: null,
    };
    const requests = fakeApi((request) => ({ body: request.url.pathname.includes('applicable_cancellation_charge') ? charge : bookingReply() }));
    const reasons = await outcomeOf(
      loader(args('http://localhost/booking/NV7Q4K2M?token=t&modal=bookingCancellationReasons', 'NV7Q4K2M') as LoaderFunctionArgs),
    );
    expect(reasons.body).toMatchObject({ cancellation: { modal: 'bookingCancellationReasons' } });
    const confirm = await outcomeOf(
      loader(args('http://localhost/booking/NV7Q4K2M?token=t&modal=bookingCancellation&reason=2', 'NV7Q4K2M') as LoaderFunctionArgs),
    );
    expect(confirm.body).toMatchObject({
      cancellation: { modal: 'bookingCancellation', reason: '2', estimate: { chargeMinor: 250_000, refundMinor: 0, freeUntil: null } },
    });
    const chargeRequest = requests.find((request) => request.url.pathname === '/api/pwa/bookingCancellationReasons/NV7Q4K2M/applicable_cancellation_charge');
    expect(chargeRequest?.url.searchParams.get('token')).toBe('t');
    const noReason = await outcomeOf(
      loader(args('http://localhost/booking/NV7Q4K2M?token=t&modal=bookingCancellation&reason=99', 'NV7Q4K2M') as LoaderFunctionArgs),
    );
    expect(noReason.body).toMatchObject({ cancellation: { modal: 'bookingCancellationReasons' } });
    vi.unstubAllGlobals();
    fakeApi(() => ({ body: bookingReply({ cancellable: false, display_status: 'cancelled', state: 'cancelled', status_key: 3 }) }));
    const cancelled = await outcomeOf(
      loader(args('http://localhost/booking/NV7Q4K2M?token=t&modal=bookingCancellationReasons', 'NV7Q4K2M') as LoaderFunctionArgs),
    );
    expect(cancelled.body).toMatchObject({ cancellation: { modal: null } });
  });
});

describe('changing the dates (?modal=modifyDates)', () => {
  const estimate = {
    invoice_no: 'NV7Q4K2M',
    checkin: '2030-05-20',
    checkout: '2030-05-22',
    available: true,
    old_amount: 500_000,
    new_amount: 450_000,
    difference: -50_000,
    amount_to_pay: 0,
    amount_to_refund: 0,
    currency_code: 'INR',
  };

  it('asks estimate_v2 for the new dates with the booking proof and offers a confirmation with a fresh Idempotency-Key', async () => {
    const requests = fakeApi((request) => ({ body: request.url.pathname.endsWith('/estimate_v2') ? estimate : bookingReply() }));
    const page = await outcomeOf(
      loader(
        args('http://localhost/booking/NV7Q4K2M?token=tok-123&modal=modifyDates&checkin=2030-05-20&checkout=2030-05-22', 'NV7Q4K2M') as LoaderFunctionArgs,
      ),
    );
    expect(page.body).toMatchObject({
      cancellation: {
        modal: 'modifyDates',
        datesInvalid: false,
        proposal: { checkin: '2030-05-20', checkout: '2030-05-22', estimate: { new_amount: 450_000 } },
      },
    });
    expect((page.body as { cancellation: { idempotencyKey: string } }).cancellation.idempotencyKey.length).toBeGreaterThanOrEqual(32);
    const asked = requests.find((request) => request.method === 'POST');
    expect(asked?.url.pathname).toBe('/api/pwa/estimateCharge/NV7Q4K2M/estimate_v2');
    expect(asked?.body).toEqual({ checkin: '2030-05-20', checkout: '2030-05-22', token: 'tok-123' });
  });

  it('refuses dates that are not a stay without asking the API', async () => {
    const requests = fakeApi(() => ({ body: bookingReply() }));
    const page = await outcomeOf(
      loader(args('http://localhost/booking/NV7Q4K2M?token=t&modal=modifyDates&checkin=2030-05-22&checkout=2030-05-20', 'NV7Q4K2M') as LoaderFunctionArgs),
    );
    expect(page.body).toMatchObject({ cancellation: { modal: 'modifyDates', datesInvalid: true, proposal: null } });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('confirms with a DATE_CHANGE rebooking and opens the new booking', async () => {
    const requests = fakeApi((request) => ({
      body:
        request.method === 'POST'
          ? { ...bookingReply({ invoice_no: 'NVNEW0001', token: 'tok-new', request_type: 'DATE_CHANGE' }), redirectUrl: null }
          : bookingReply(),
    }));
    const form = new URLSearchParams({ intent: 'modifyDates', checkin: '2030-05-20', checkout: '2030-05-22', idempotencyKey: 'key-123456789' });
    const outcome = await outcomeOf(
      action(
        args('http://localhost/booking/NV7Q4K2M?phone=9876543210&country_code=%2B91&modal=modifyDates', 'NV7Q4K2M', {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }) as ActionFunctionArgs,
      ),
    );
    expect(outcome).toMatchObject({ status: 302, location: '/booking/NVNEW0001?token=tok-new&modified=true' });
    const rebooking = requests.find((request) => request.method === 'POST');
    expect(rebooking?.url.pathname).toBe('/api/pwa/createBooking');
    expect(rebooking?.body).toMatchObject({
      request_type: 'REBOOKING',
      re_booking: { requestType: 'DATE_CHANGE', old_invoice_no: 'NV7Q4K2M', checkin: '2030-05-20', checkout: '2030-05-22', user_phone: '9876543210' },
      booking: { hotel_id: 1001, room_category_id: 1, checkin: '2030-05-20', checkout: '2030-05-22', payment_mode: 'pay_at_hotel' },
    });
  });
});

describe('changing the property (?modal=modifyProperty)', () => {
  const mumbai = city({ id: 2, name: 'Mumbai', slug: 'mumbai' });

  it("opens at first load with the listing of the booking's city for the same dates and rooms", async () => {
    const requests = fakeApi((request) => ({
      body: request.url.pathname === '/api/pwa/cities' ? { cities: [city({ id: 5, slug: 'goa' }), mumbai] } : bookingReply(),
    }));
    const page = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?token=tok-123&modal=modifyProperty', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.body).toMatchObject({
      cancellation: { modal: 'modifyProperty', listingHref: '/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&rooms_config=1%2C2%2C0%2C0%2C0' },
    });
    const cities = requests.find((request) => request.url.pathname === '/api/pwa/cities');
    expect(cities?.url.searchParams.get('country_id')).toBe('1');
  });

  it("looks the city up among every country's when the stay is not in the site's country", async () => {
    const requests = fakeApi((request) =>
      request.url.pathname === '/api/pwa/cities' ? { body: { cities: request.url.searchParams.has('country_id') ? [] : [mumbai] } } : { body: bookingReply() },
    );
    const page = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?token=t&modal=modifyProperty', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.body).toMatchObject({ cancellation: { modal: 'modifyProperty', listingHref: expect.stringMatching(/^\/hotels-in-mumbai\?/) } });
    expect(requests.filter((request) => request.url.pathname === '/api/pwa/cities')).toHaveLength(2);
  });

  it('stays closed for a booking that can no longer be changed', async () => {
    const requests = fakeApi(() => ({ body: bookingReply({ cancellable: false, display_status: 'cancelled', state: 'cancelled', status_key: 3 }) }));
    const page = await outcomeOf(loader(args('http://localhost/booking/NV7Q4K2M?token=t&modal=modifyProperty', 'NV7Q4K2M') as LoaderFunctionArgs));
    expect(page.body).toMatchObject({ cancellation: { modal: null } });
    expect(requests.filter((request) => request.url.pathname === '/api/pwa/cities')).toHaveLength(0);
  });
});

describe('/booking (lookup form)', () => {
  it('sends a valid lookup to the booking page by id and phone', async () => {
    fakeApi(() => ({ body: bookingReply() }));
    const page = await outcomeOf(
      loader(args('http://localhost/booking?bookingId=NV7Q4K2M&country_code=%2B91&phone=9876543210', undefined) as LoaderFunctionArgs),
    );
    expect(page).toMatchObject({ status: 302, location: '/booking/NV7Q4K2M?phone=9876543210&country_code=%2B91' });
  });

  it.each([
    ['dashes', '98765-01234'],
    ['its dial code and a space', '%2B91+9876501234'],
  ])('accepts a phone typed with %s and sends the booking page the number as the booking knows it', async (_case, phone) => {
    fakeApi(() => ({ body: bookingReply() }));
    const page = await outcomeOf(
      loader(args(`http://localhost/booking?bookingId=NV7Q4K2M&country_code=%2B91&phone=${phone}`, undefined) as LoaderFunctionArgs),
    );
    expect(page).toMatchObject({ status: 302, location: '/booking/NV7Q4K2M?phone=9876501234&country_code=%2B91' });
  });

  it('keeps the guest on the form with the spec messages for an id with spaces and a phone with letters', async () => {
    const page = await outcomeOf(loader(args('http://localhost/booking?bookingId=NV7+Q4K&country_code=%2B31&phone=06x', undefined) as LoaderFunctionArgs));
    expect(page).toMatchObject({ status: 400, body: { kind: 'lookup', fieldErrors: { bookingId: 'lookup.bookingId.spaces', phone: 'lookup.phone.invalid' } } });
  });
});

describe('cancelling from the booking page', () => {
  it('PATCHes bookingcancellation with the reason and the guest phone, then shows the cancelled booking', async () => {
    const requests = fakeApi((request) => ({
      body: request.method === 'PATCH' ? bookingReply({ status_key: 3, state: 'cancelled', display_status: 'cancelled', cancellable: false }) : bookingReply(),
    }));
    const form = new URLSearchParams({ intent: 'cancel', reason: '2' });
    const outcome = await outcomeOf(
      action(
        args('http://localhost/booking/NV7Q4K2M?token=tok-123&modal=bookingCancellation&reason=2', 'NV7Q4K2M', {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }) as ActionFunctionArgs,
      ),
    );
    expect(outcome).toMatchObject({ status: 302, location: '/booking/NV7Q4K2M?token=tok-123&cancelled=true' });
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/pwa/bookingcancellation');
    expect(patch?.body).toEqual({ booking: { id: 'NV7Q4K2M', status: 'cancelled' }, user_phone: '9876543210', source: 'Web Booking', cancellation_reason: 2 });
  });

  it('answers a refused cancellation with a message instead of an error page', async () => {
    fakeApi((request) =>
      request.method === 'PATCH' ? { status: 409, body: { statusCode: 409, code: 'NOT_CANCELLABLE', message: 'already cancelled' } } : { body: bookingReply() },
    );
    const form = new URLSearchParams({ intent: 'cancel', reason: '1' });
    const outcome = await outcomeOf(
      action(
        args('http://localhost/booking/NV7Q4K2M?token=t', 'NV7Q4K2M', {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }) as ActionFunctionArgs,
      ),
    );
    expect(outcome).toMatchObject({ status: 200, body: { cancelError: 'notCancellable' } });
  });
});
