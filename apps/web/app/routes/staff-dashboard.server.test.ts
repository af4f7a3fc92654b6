// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { loader } from './staff-dashboard';

type Recorded = { url: URL; headers: Headers };
type Answer = { status?: number; body: unknown };

const dashboard = {
  from: '2026-03-04',
  to: '2026-03-10',
  brand: null,
  total_events: 0,
  page_views: [],
  funnel: ['search', 'hotel', 'summary', 'booking'].map((step) => ({ step, sessions: 0, conversion: null })),
  web_vitals: [],
};

function fakeApi(answer: (url: URL) => Answer) {
  const requests: Recorded[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({ url, headers: new Headers(init?.headers) });
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

function args(url: string, cookie?: string) {
  const headers: Record<string, string> = { host: new URL(url).host, ...(cookie ? { cookie } : {}) };
  return { request: new Request(url, { headers }), params: {}, context: {} } as unknown as LoaderFunctionArgs;
}

/** What the loader asked the API for, besides the page's language (every call carries it). */
function periodOf(request: Recorded) {
  const query = Object.fromEntries(request.url.searchParams);
  delete query['locale'];
  return query;
}

async function thrownBy(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/staff/dashboard', () => {
  it('asks for the period and brand of the address with the session cookie', async () => {
    const requests = fakeApi(() => ({ body: { ...dashboard, brand: 'dunelight' } }));
    const page = await loader(args('http://localhost/staff/dashboard?from=2026-03-01&to=2026-03-10&brand=dunelight', 'token=abc'));
    expect(page.periodRefused).toBe(false);
    expect(page.meta.title).toBe('Site dashboard | Nivaas');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/api/pwa/staff/dashboard');
    expect(requests.map(periodOf)).toEqual([{ from: '2026-03-01', to: '2026-03-10', brand: 'dunelight' }]);
    expect(requests[0]?.headers.get('cookie')).toBe('token=abc');
  });

  it('shows the last week, saying why, when the API refuses the period asked for', async () => {
    const requests = fakeApi((url) =>
      url.searchParams.has('from')
        ? { status: 400, body: { statusCode: 400, code: 'DASHBOARD_PERIOD_TOO_LONG', message: 'at most 92 days' } }
        : { body: dashboard },
    );
    const page = await loader(args('http://localhost/staff/dashboard?from=2025-01-01&to=2026-03-10', 'token=abc'));
    expect(page.periodRefused).toBe(true);
    expect(page.reply.from).toBe('2026-03-04');
    expect(requests.map(periodOf)).toEqual([{ from: '2025-01-01', to: '2026-03-10' }, {}]);
  });

  it('does not send a period that is not one (a from day after the to day) to the API at all', async () => {
    const requests = fakeApi(() => ({ body: dashboard }));
    const page = await loader(args('http://localhost/staff/dashboard?from=2026-03-10&to=2026-03-01', 'token=abc'));
    expect(page.periodRefused).toBe(true);
    expect(requests.map(periodOf)).toEqual([{}]);
  });

  it('sends a visitor who is not signed in to sign in and back', async () => {
    fakeApi(() => ({ status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'sign in' } }));
    const thrown = await thrownBy(loader(args('http://localhost/staff/dashboard')));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/login?retUrl=${encodeURIComponent('http://localhost/staff/dashboard')}`);
  });

  it('answers 404 to a signed-in guest without the staff role: the page does not exist for them', async () => {
    fakeApi(() => ({ status: 403, body: { statusCode: 403, code: 'STAFF_ONLY', message: 'site team only' } }));
    const thrown = await thrownBy(loader(args('http://localhost/staff/dashboard', 'token=guest')));
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
