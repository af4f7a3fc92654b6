import { describe, expect, it } from 'vitest';
import { fixtureIds } from '@stays/server-catalogue';
import { apiOnFixture } from './testing/api-on-fixture';

const lines: string[] = [];
const api = apiOnFixture({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });

const secrets = { authorization: 'Bearer secret-token-123', cookie: 'token=secret-cookie-456' };

describe('structured logs', () => {
  it('log each request as one JSON line when it completes, without the guest’s credentials', async () => {
    lines.length = 0;
    await api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-13`, headers: secrets });
    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: expect.stringContaining(`/api/pwa/hotels/${fixtureIds.bagaBeach}?`) as unknown }, res: { statusCode: 200 } });
    expect(entries[0]?.responseTime).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/secret-token-123|secret-cookie-456/);
  });

  it('log an unexpected failure with its error, still without credentials', async () => {
    lines.length = 0;
    await api.database.query('ALTER TABLE amenities RENAME TO amenities_away');
    try {
      const response = await api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-13`, headers: secrets });
      expect(response.statusCode).toBe(500);
    } finally {
      await api.database.query('ALTER TABLE amenities_away RENAME TO amenities');
    }
    const failure = lines.map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message: string } }).find((entry) => entry.level === 50);
    expect(failure?.msg).toBe('request failed');
    expect(failure?.err?.message).toMatch(/amenities/);
    expect(lines.join('\n')).not.toMatch(/secret-token-123|secret-cookie-456/);
  });
});
