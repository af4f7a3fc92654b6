import { describe, expect, it } from 'vitest';
import { apiErrorSchema, type AnalyticsEvent, type ClientLogEntry } from '@stays/api-client';
import { FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

const api = apiOnFixture({});

const minutesAgo = (minutes: number) => new Date(FIXTURE_NOW.getTime() - minutes * 60_000).toISOString();
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function entry(overrides: Partial<ClientLogEntry> = {}): ClientLogEntry {
  return {
    level: 'error',
    message: 'TypeError: Cannot read properties of undefined (reading rooms)',
    stack: 'TypeError: Cannot read properties of undefined\n    at HotelRooms (http://localhost:4200/assets/HotelPage-DmQ3x9aB.js:1:2045)',
    route: '/42-baga-beach-resort',
    page_type: 'Hotel Page',
    brand: 'nivaas',
    release: 'build-7',
    device_id: 'device-logs-1',
    occurred_at: minutesAgo(1),
    ...overrides,
  };
}

/** One guest address per test, so the per-address rate limit of one test never reaches another. */
function send(body: unknown, address: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/pwa/clientLogs',
    payload: body as object,
    headers: { 'x-forwarded-for': address, 'user-agent': CHROME },
  });
}

const countLogs = async () => (await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM client_logs`))[0]?.n;

describe('POST clientLogs', () => {
  it('stores a batch with level, message, stack, route, page type, brand, release, device, user agent and time', async () => {
    const reply = await send(
      { entries: [entry(), entry({ level: 'warn', message: 'GA EVENT NOT SENT', stack: undefined, occurred_at: minutesAgo(2) })] },
      '203.0.113.21',
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ stored: 2 });
    const rows = await api.database.query<Record<string, unknown>>(
      `SELECT level, message, stack, route, page_type, brand, release, device_id, user_agent, occurred_at
         FROM client_logs WHERE device_id = 'device-logs-1' ORDER BY occurred_at`,
    );
    expect(rows.map((row) => ({ ...row, occurred_at: new Date(row['occurred_at'] as string).toISOString() }))).toEqual([
      {
        level: 'warn',
        message: 'GA EVENT NOT SENT',
        stack: null,
        route: '/42-baga-beach-resort',
        page_type: 'Hotel Page',
        brand: 'nivaas',
        release: 'build-7',
        device_id: 'device-logs-1',
        user_agent: CHROME,
        occurred_at: minutesAgo(2),
      },
      expect.objectContaining({ level: 'error', stack: entry().stack, occurred_at: minutesAgo(1) }),
    ]);
  });

  it('takes a batch of 15 entries, the size the site sends them in', async () => {
    const reply = await send({ entries: Array.from({ length: 15 }, () => entry({ device_id: 'device-logs-15' })) }, '203.0.113.22');
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ stored: 15 });
  });

  it.each([
    ['more than 15 entries', { entries: Array.from({ length: 16 }, () => entry()) }],
    ['an empty batch', { entries: [] }],
    ['a level it does not know', { entries: [entry({ level: 'fatal' as 'error' })] }],
    ['an empty message', { entries: [entry({ message: '   ' })] }],
    ['a message over 500 characters', { entries: [entry({ message: 'x'.repeat(501) })] }],
    ['a stack over 2,000 characters', { entries: [entry({ stack: 'x'.repeat(2_001) })] }],
    ['a route with its query string', { entries: [entry({ route: '/search/?phone=9812345678' })] }],
    ['a page type outside the spec', { entries: [entry({ page_type: 'Landing' as 'Others' })] }],
    ['a release with spaces', { entries: [entry({ release: 'build 7' })] }],
    ['a short device id', { entries: [entry({ device_id: 'abc' })] }],
  ])('refuses %s with a 400 and stores nothing', async (_, body) => {
    const before = await countLogs();
    const reply = await send(body, '203.0.113.23');
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(reply.json())).sort()).toEqual(['code', 'message', 'statusCode']);
    expect(reply.body).not.toContain('9812345678');
    expect(await countLogs()).toBe(before);
  });

  it('refuses a body over 60 KiB before reading it', async () => {
    const reply = await send({ entries: [entry()], filler: 'y'.repeat(70_000) }, '203.0.113.24');
    expect(reply.statusCode).toBe(413);
    expect(apiErrorSchema.parse(reply.json()).statusCode).toBe(413);
  });

  it('answers 429 with Retry-After once an address has sent 30 batches in a minute, and another address still gets through', async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 30; batch += 1) statuses.push((await send({ entries: [entry({ device_id: 'device-flood-1' })] }, '203.0.113.25')).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await send({ entries: [entry({ device_id: 'device-flood-1' })] }, '203.0.113.25');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ entries: [entry({ device_id: 'device-flood-2' })] }, '203.0.113.26')).statusCode).toBe(201);
  });
});

describe('web vitals, sent with analytics/sendData', () => {
  function vital(route: string, metric: string, value: number, session: string): AnalyticsEvent {
    return {
      name: 'web_vital',
      page_type: route === '/' ? 'Home Page' : 'Hotel Page',
      brand: 'dunelight',
      country: 'nl',
      route,
      session_id: session,
      occurred_at: minutesAgo(3),
      payload: { metric, value, rating: value <= 2_500 ? 'good' : 'needs-improvement' },
    };
  }

  it('are stored so that a dashboard reads the p75 of each metric per route', async () => {
    const lcpHome = [1_000, 1_200, 1_400, 1_600, 3_000];
    const events = [
      ...lcpHome.map((value, n) => vital('/', 'LCP', value, `session-vitals-home-${n}`)),
      ...[2_000, 2_400].map((value, n) => vital('/42-baga-beach-resort', 'LCP', value, `session-vitals-hotel-${n}`)),
      vital('/', 'CLS', 0.05, 'session-vitals-home-0'),
    ];
    const reply = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/analytics/sendData',
      payload: { events },
      headers: { 'x-forwarded-for': '203.0.113.27' },
    });
    expect(reply.statusCode).toBe(201);

    const p75 = await api.database.query<{ route: string; metric: string; p75: number; samples: number }>(
      `SELECT route, payload->>'metric' AS metric,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY (payload->>'value')::float8) AS p75, count(*)::int AS samples
         FROM analytics_events
        WHERE event_name = 'web_vital' AND occurred_at >= $1
        GROUP BY route, payload->>'metric' ORDER BY route, metric`,
      [new Date(FIXTURE_NOW.getTime() - 86_400_000)],
    );
    expect(p75).toEqual([
      { route: '/', metric: 'CLS', p75: 0.05, samples: 1 },
      { route: '/', metric: 'LCP', p75: 1_600, samples: 5 },
      { route: '/42-baga-beach-resort', metric: 'LCP', p75: 2_300, samples: 2 },
    ]);
  });
});
