// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { bookingReply } from '../testing/booking-fixtures';
import { loader } from './my-bookings';

type Recorded = { url: URL; headers: Headers };

function fakeApi(answer: () => { status?: number; body: unknown }) {
  const requests: Recorded[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    requests.push({ url: new URL(String(input)), headers: new Headers(init?.headers) });
    const { status = 200, body } = answer();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

function args(url: string, cookie?: string) {
  const headers: Record<string, string> = { host: new URL(url).host, ...(cookie ? { cookie } : {}) };
  return { request: new Request(url, { headers }), params: {}, context: {} } as unknown as LoaderFunctionArgs;
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/my-booking and /bookings/', () => {
  it('lists the signed-in guest’s bookings with their session cookie, closest first, 20 at a time', async () => {
    const requests = fakeApi(() => ({ body: { bookings: [bookingReply()], total_count: 1, offset: 0, count: 20 } }));
    const page = await loader(args('http://localhost/my-booking', 'stays_session=abc; locale=en'));
    expect(page.reply.bookings).toHaveLength(1);
    expect(page.filters).toEqual(['all', 'confirmed', 'checkedIn', 'checkedOut', 'cancelled']);
    expect(requests[0]?.url.pathname).toBe('/api/pwa/bookings');
    expect(requests[0]?.headers.get('cookie')).toBe('stays_session=abc; locale=en');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toMatchObject({ 'batch[count]': '20', 'batch[offset]': '0', sort: 'closest' });
  });

  it('filters by the status codes of the chosen tab (cancelled: 3, 4, 13)', async () => {
    const requests = fakeApi(() => ({ body: { bookings: [], total_count: 0, offset: 0, count: 20 } }));
    const page = await loader(args('http://localhost/bookings?status=cancelled', 'stays_session=abc'));
    expect(page.filter).toBe('cancelled');
    expect(requests[0]?.url.searchParams.get('filters[status]')).toBe('3,4,13');
  });

  it('offers the holiday-home tabs on the homes brand', async () => {
    fakeApi(() => ({ body: { bookings: [], total_count: 0, offset: 0, count: 20 } }));
    const page = await loader(args('http://homes.localhost/my-booking?status=upcoming', 'stays_session=abc'));
    expect(page.filters).toEqual(['all', 'upcoming', 'completed', 'cancelled']);
    expect(page.filter).toBe('upcoming');
  });

  it('sends a guest who is not signed in to sign in and back', async () => {
    fakeApi(() => ({ status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'sign in' } }));
    const thrown = await loader(args('http://localhost/my-booking?status=cancelled')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/login?retUrl=${encodeURIComponent('http://localhost/my-booking?status=cancelled')}`);
  });
});
