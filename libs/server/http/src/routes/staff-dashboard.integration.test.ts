import { describe, expect, it } from 'vitest';
import { apiErrorSchema, staffDashboardReplySchema } from '@stays/api-client';
import { hashPassword } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { AccountTestBrowser } from '../testing/account-test-browser';
import { apiOnFixture } from '../testing/api-on-fixture';

// The staff dashboard (issue 20): signed out 401, a guest's account 403 (even one whose own roles say so), the staff
// role reads page views, the booking funnel and web vitals p75, aggregated in SQL over the stored events.
// FIXTURE_NOW is 2026-03-10T06:00Z: the default period is 2026-03-04 to 2026-03-10.
const PASSWORD = 'staff-dashboard-2026';
const URL_ = '/api/pwa/staff/dashboard';

async function seed(database: Database) {
  const passwordHash = await hashPassword(PASSWORD);
  const accounts = [
    ['guest@example.com', '9811200001', 'consumer', []],
    ['admin@example.com', '9811200002', 'corporate', ['CorporateAdmin', 'dashboard_viewer']],
    ['analyst@example.com', '9811200003', 'consumer', []],
  ] as const;
  for (const [email, phone, accountType, roles] of accounts) {
    await database.query(
      `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, first_name, password_hash, user_status, account_type, roles)
       VALUES ('+91', $1, true, $2, true, 'Asha', $3, 'VERIFIED', $4, $5)`,
      [phone, email, passwordHash, accountType, roles],
    );
  }
  await database.query(`INSERT INTO staff_roles (user_id, role) SELECT id, 'dashboard_viewer' FROM users WHERE email = 'analyst@example.com'`);

  // [session, event, page type, brand, route, minute of 2026-03-09 10:00Z, payload]
  const events: [string, string, string, string, string, number, Record<string, unknown>][] = [
    // A: the whole funnel on Dunelight Homes.
    ['session-a', 'page_view', 'Search Page', 'dunelight', '/nl/search/', 0, {}],
    ['session-a', 'page_view', 'Hotel Page', 'dunelight', '/nl/1001/', 1, {}],
    ['session-a', 'booking_summary_view', 'Hotel Page', 'dunelight', '/nl/1001/', 2, { hotel_id: 1001 }],
    ['session-a', 'page_view', 'Booking Success', 'dunelight', '/booking/B1/', 3, { booking_id: 'B1' }],
    // B: search, then a hotel, no further.
    ['session-b', 'page_view', 'Search Page', 'nivaas', '/search/', 0, {}],
    ['session-b', 'page_view', 'Hotel Page', 'nivaas', '/2002/', 1, {}],
    ['session-b', 'page_view', 'Hotel Page', 'nivaas', '/2003/', 2, {}],
    // C: straight to a hotel from elsewhere, never searched: not in the funnel.
    ['session-c', 'page_view', 'Hotel Page', 'nivaas', '/2002/', 0, {}],
    ['session-c', 'booking_summary_view', 'Hotel Page', 'nivaas', '/2002/', 1, { hotel_id: 2002 }],
    // D: a hotel before searching, then the search: reached only the first step.
    ['session-d', 'page_view', 'Hotel Page', 'nivaas', '/2002/', 0, {}],
    ['session-d', 'page_view', 'Search Page', 'nivaas', '/search/', 1, {}],
    ['session-d', 'page_view', 'Home Page', 'nivaas', '/', 2, {}],
    ['session-d', 'scroll_depth', 'Home Page', 'nivaas', '/', 3, { percent: 25 }],
    // Web vitals: LCP on / 1000, 2000, 3000, 4000 ms (p75 3250); CLS on / 0.1; INP on /search/ 180; a metric not charted.
    ...[1000, 2000, 3000, 4000].map(
      (value, index) => [`session-v${index}`, 'web_vital', 'Home Page', 'nivaas', '/', 5, { metric: 'LCP', value, rating: 'good' }] as const,
    ),
    ['session-v0', 'web_vital', 'Home Page', 'nivaas', '/', 6, { metric: 'CLS', value: 0.1, rating: 'good' }],
    ['session-v0', 'web_vital', 'Search Page', 'dunelight', '/nl/search/', 6, { metric: 'INP', value: 180, rating: 'good' }],
    ['session-v0', 'web_vital', 'Search Page', 'dunelight', '/nl/search/', 6, { metric: 'TTFB', value: 90, rating: 'good' }],
  ].map((row) => [...row] as [string, string, string, string, string, number, Record<string, unknown>]);
  for (const [session, name, pageType, brand, route, minute, payload] of events) {
    await database.query(
      `INSERT INTO analytics_events (event_name, page_type, brand, country, route, session_id, occurred_at, payload) VALUES ($1, $2, $3, 'in', $4, $5, $6, $7)`,
      [name, pageType, brand, route, session, new Date(Date.UTC(2026, 2, 9, 10, minute)), JSON.stringify(payload)],
    );
  }
  // Outside the default period (2026-02-20): counted only when the period reaches back to it.
  await database.query(
    `INSERT INTO analytics_events (event_name, page_type, brand, country, route, session_id, occurred_at) VALUES ('page_view', 'Deal Page', 'nivaas', 'in', '/deals/', 'session-old', '2026-02-20T12:00:00Z')`,
  );
}

const api = apiOnFixture({}, seed);
let address = 0;

async function signedIn(email: string) {
  address += 1;
  const browser = new AccountTestBrowser(() => api.app, `198.51.100.${address}`);
  expect((await browser.call('POST', '/api/pwa/userSignIn', { email, password: PASSWORD })).statusCode).toBe(200);
  return browser;
}

describe('GET staff/dashboard: who may read it', () => {
  it('answers 401 to a caller who is not signed in', async () => {
    const reply = await api.app.inject({ method: 'GET', url: URL_ });
    expect(reply.statusCode).toBe(401);
    expect(apiErrorSchema.parse(reply.json()).statusCode).toBe(401);
  });

  it('answers 403 STAFF_ONLY to a guest, and to an account whose own (guest-managed) roles name the staff role', async () => {
    for (const email of ['guest@example.com', 'admin@example.com']) {
      const reply = await (await signedIn(email)).call('GET', URL_);
      expect(reply.statusCode).toBe(403);
      expect(apiErrorSchema.parse(reply.json())).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    }
  });
});

describe('GET staff/dashboard: what the staff role reads', () => {
  it('aggregates the last week: page views by page type and brand, the ordered funnel by session, web vitals p75 per route', async () => {
    const reply = await (await signedIn('analyst@example.com')).call('GET', URL_);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const dashboard = staffDashboardReplySchema.parse(reply.json());
    expect(dashboard).toMatchObject({ from: '2026-03-04', to: '2026-03-10', brand: null, total_events: 20 });
    expect(dashboard.page_views).toEqual([
      { page_type: 'Hotel Page', brand: 'nivaas', views: 4 },
      { page_type: 'Search Page', brand: 'nivaas', views: 2 },
      { page_type: 'Booking Success', brand: 'dunelight', views: 1 },
      { page_type: 'Home Page', brand: 'nivaas', views: 1 },
      { page_type: 'Hotel Page', brand: 'dunelight', views: 1 },
      { page_type: 'Search Page', brand: 'dunelight', views: 1 },
    ]);
    expect(dashboard.funnel).toEqual([
      { step: 'search', sessions: 3, conversion: null },
      { step: 'hotel', sessions: 2, conversion: 2 / 3 },
      { step: 'summary', sessions: 1, conversion: 0.5 },
      { step: 'booking', sessions: 1, conversion: 1 },
    ]);
    expect(dashboard.web_vitals).toEqual([
      { route: '/', metric: 'CLS', p75: 0.1, samples: 1 },
      { route: '/', metric: 'LCP', p75: 3250, samples: 4 },
      { route: '/nl/search/', metric: 'INP', p75: 180, samples: 1 },
    ]);
  });

  it('reads one brand, and a longer period on request', async () => {
    const analyst = await signedIn('analyst@example.com');
    const dunelight = staffDashboardReplySchema.parse((await analyst.call('GET', `${URL_}?brand=dunelight`)).json());
    expect(dunelight.page_views.map((row) => row.brand)).toEqual(['dunelight', 'dunelight', 'dunelight']);
    expect(dunelight.funnel.map((step) => step.sessions)).toEqual([1, 1, 1, 1]);
    expect(dunelight.web_vitals).toEqual([{ route: '/nl/search/', metric: 'INP', p75: 180, samples: 1 }]);

    const month = staffDashboardReplySchema.parse((await analyst.call('GET', `${URL_}?from=2026-02-15&to=2026-03-10`)).json());
    expect(month.total_events).toBe(21);
    expect(month.page_views).toContainEqual({ page_type: 'Deal Page', brand: 'nivaas', views: 1 });
  });

  it('answers an empty period with zeros, not an error', async () => {
    const reply = await (await signedIn('analyst@example.com')).call('GET', `${URL_}?from=2026-01-01&to=2026-01-31`);
    const dashboard = staffDashboardReplySchema.parse(reply.json());
    expect(dashboard).toMatchObject({ total_events: 0, page_views: [], web_vitals: [] });
    expect(dashboard.funnel.map(({ sessions, conversion }) => ({ sessions, conversion }))).toEqual(Array(4).fill({ sessions: 0, conversion: null }));
  });

  it.each([
    ['a period longer than 92 days', '?from=2025-12-01&to=2026-03-10', 'DASHBOARD_PERIOD_TOO_LONG'],
    ['a from day long before today, with no to day', '?from=2025-01-01', 'DASHBOARD_PERIOD_TOO_LONG'],
    ['a from day after the to day', '?from=2026-03-10&to=2026-03-01', 'VALIDATION_ERROR'],
    ['a day that is not a date', '?from=yesterday', 'VALIDATION_ERROR'],
    ['an unknown brand', '?brand=acme', 'VALIDATION_ERROR'],
  ])('refuses %s with a 400 that says why', async (_case, query, code) => {
    const reply = await (await signedIn('analyst@example.com')).call('GET', `${URL_}${query}`);
    expect(reply.statusCode).toBe(400);
    const error = apiErrorSchema.parse(reply.json());
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(10);
  });
});
