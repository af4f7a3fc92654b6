import { describe, expect, it } from 'vitest';
import { apiErrorSchema, consentInfoSchema, devAnalyticsEventsReplySchema, type AnalyticsEvent } from '@stays/api-client';
import { FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

const api = apiOnFixture({ devTools: true });

const minutesAgo = (minutes: number) => new Date(FIXTURE_NOW.getTime() - minutes * 60_000).toISOString();

function event(overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    name: 'page_view',
    page_type: 'Search Page',
    brand: 'dunelight',
    country: 'nl',
    route: '/search/',
    session_id: 'session-analytics-1',
    device_id: 'device-analytics-1',
    occurred_at: minutesAgo(2),
    payload: { search_type: 'flexible' },
    ...overrides,
  };
}

/** One guest address per test, so the per-address rate limit of one test never reaches another. */
function send(body: unknown, address: string) {
  return api.app.inject({ method: 'POST', url: '/api/pwa/analytics/sendData', payload: body as object, headers: { 'x-forwarded-for': address } });
}

describe('GET consentInfo', () => {
  it('gives a Dutch guest the gdpr flag and the categories with their cookies and lifetimes, and an Indian guest none', async () => {
    const dutch = await api.app.inject({ method: 'GET', url: '/api/pwa/consentInfo?country_code=nl' });
    expect(dutch.statusCode).toBe(200);
    expect(dutch.headers['cache-control']).toBe('public, max-age=3600');
    const info = consentInfoSchema.parse(dutch.json());
    expect(info.gdpr).toBe(true);
    expect(info.choice_max_age_seconds).toBe(15_552_000);
    const byId = Object.fromEntries(info.categories.map((category) => [category.id, category]));
    expect(byId['necessary']?.required).toBe(true);
    expect(byId['necessary']?.cookies).toContainEqual({ name: 'fingerprint2', max_age_seconds: 63_072_000 });
    expect(byId['statistics']?.required).toBe(false);
    expect(byId['statistics']?.cookies).toContainEqual({ name: 'utm', max_age_seconds: 2_592_000 });
    expect(byId['preferences']?.cookies.map((cookie) => cookie.name)).toContain('locale');

    const indian = consentInfoSchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/consentInfo?country_code=IN' })).json());
    expect(indian).toMatchObject({ country_code: 'in', gdpr: false });
  });

  it('refuses a country that is not a two-letter code', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/api/pwa/consentInfo?country_code=netherlands' });
    expect(reply.statusCode).toBe(400);
    expect(apiErrorSchema.parse(reply.json()).statusCode).toBe(400);
  });
});

describe('POST analytics/sendData', () => {
  it('stores a batch with its page type, brand, country, route, session, device and payload, readable for the dashboard', async () => {
    const reply = await send(
      {
        events: [
          event(),
          event({ name: 'scroll_depth', occurred_at: minutesAgo(1), payload: { percent: 25 } }),
          event({ name: 'scroll_depth', occurred_at: minutesAgo(1), payload: { percent: 50 } }),
        ],
      },
      '203.0.113.1',
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ stored: 3 });

    const rows = await api.database.query<{ event_name: string; page_type: string; brand: string; country: string; payload: unknown }>(
      `SELECT event_name, page_type, brand, country, payload FROM analytics_events WHERE session_id = 'session-analytics-1' ORDER BY occurred_at, id`,
    );
    expect(rows).toEqual([
      { event_name: 'page_view', page_type: 'Search Page', brand: 'dunelight', country: 'nl', payload: { search_type: 'flexible' } },
      { event_name: 'scroll_depth', page_type: 'Search Page', brand: 'dunelight', country: 'nl', payload: { percent: 25 } },
      { event_name: 'scroll_depth', page_type: 'Search Page', brand: 'dunelight', country: 'nl', payload: { percent: 50 } },
    ]);
    const pageViews = await api.database.query<{ page_type: string; brand: string; views: number }>(
      `SELECT page_type, brand, count(*)::int AS views FROM analytics_events WHERE event_name = 'page_view' GROUP BY page_type, brand`,
    );
    expect(pageViews).toContainEqual({ page_type: 'Search Page', brand: 'dunelight', views: 1 });

    const dev = await api.app.inject({ method: 'GET', url: '/api/pwa/dev/analytics-events?session_id=session-analytics-1' });
    const stored = devAnalyticsEventsReplySchema.parse(dev.json()).events;
    expect(stored.map((row) => [row.name, row.payload])).toEqual([
      ['page_view', { search_type: 'flexible' }],
      ['scroll_depth', { percent: 25 }],
      ['scroll_depth', { percent: 50 }],
    ]);
    expect(stored[0]).toMatchObject({ route: '/search/', device_id: 'device-analytics-1', occurred_at: minutesAgo(2) });
  });

  it("keeps a device's time within a day and stores a future or ancient one as now or a day back", async () => {
    const future = new Date(FIXTURE_NOW.getTime() + 3_600_000).toISOString();
    const reply = await send(
      {
        events: [event({ session_id: 'session-clock-1', occurred_at: future }), event({ session_id: 'session-clock-2', occurred_at: '2020-01-01T00:00:00Z' })],
      },
      '203.0.113.2',
    );
    expect(reply.statusCode).toBe(201);
    const rows = await api.database.query<{ session_id: string; occurred_at: Date }>(
      `SELECT session_id, occurred_at FROM analytics_events WHERE session_id LIKE 'session-clock-%' ORDER BY session_id`,
    );
    expect(rows.map((row) => new Date(row.occurred_at).toISOString())).toEqual([FIXTURE_NOW.toISOString(), minutesAgo(24 * 60)]);
  });

  it.each([
    ['an event name it does not know', { events: [event({ name: 'purchase' as 'page_view' })] }],
    ['a page type outside the spec', { events: [event({ page_type: 'Landing' as 'Others' })] }],
    ['a route with its query string', { events: [event({ route: '/search/?phone=9812345678' })] }],
    ['a nested payload', { events: [event({ payload: { nested: { a: 1 } } as never })] }],
    ['more than 16 payload fields', { events: [event({ payload: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])) })] }],
    ['an empty batch', { events: [] }],
    ['more than 25 events', { events: Array.from({ length: 26 }, () => event()) }],
    ['a short session id', { events: [event({ session_id: 'abc' })] }],
  ])('refuses %s with a 400 and stores nothing', async (_, body) => {
    const before = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM analytics_events`);
    const reply = await send(body, '203.0.113.3');
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(reply.json())).sort()).toEqual(['code', 'message', 'statusCode']);
    expect(await api.database.query(`SELECT count(*)::int AS n FROM analytics_events`)).toEqual(before);
  });

  it('refuses a body over 32 KiB before reading it', async () => {
    const reply = await send({ events: [event({ payload: { padding: 'x'.repeat(200) } })], filler: 'y'.repeat(40_000) }, '203.0.113.4');
    expect(reply.statusCode).toBe(413);
    expect(apiErrorSchema.parse(reply.json()).statusCode).toBe(413);
  });

  it('answers 429 with Retry-After once an address has sent 60 batches in a minute', async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 61; batch += 1) {
      statuses.push((await send({ events: [event({ session_id: 'session-flood-1' })] }, '203.0.113.5')).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    const refused = await send({ events: [event({ session_id: 'session-flood-1' })] }, '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another guest is not held back by it.
    expect((await send({ events: [event({ session_id: 'session-flood-2' })] }, '203.0.113.6')).statusCode).toBe(201);
  });
});
