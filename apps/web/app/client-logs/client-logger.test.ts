import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientLogEntry } from '@stays/api-client';
import { CLIENT_LOG_INTERVAL_MS, createClientLogger } from './client-logger';
import { scrubPersonalData } from './scrub-personal-data';

function setUp() {
  const posted: ClientLogEntry[][] = [];
  const logger = createClientLogger({
    context: () => ({ route: '/42-baga-beach-resort', page_type: 'Hotel Page', brand: 'nivaas', release: 'build-7', device_id: 'device-test-1' }),
    now: () => new Date('2026-11-28T06:00:00Z'),
    post: (entries) => posted.push(entries),
  });
  return { logger, posted };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the client logger', () => {
  it('sends a batch as soon as 15 entries are queued, with where, which build and which device', () => {
    const { logger, posted } = setUp();
    for (let n = 1; n <= 14; n += 1) logger.log('error', `failure ${n}`);
    expect(posted).toEqual([]);
    logger.log('warn', 'failure 15');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toHaveLength(15);
    expect(posted[0]?.[0]).toEqual({
      level: 'error',
      message: 'failure 1',
      route: '/42-baga-beach-resort',
      page_type: 'Hotel Page',
      brand: 'nivaas',
      release: 'build-7',
      device_id: 'device-test-1',
      occurred_at: '2026-11-28T06:00:00.000Z',
    });
    // Nothing left for the timer to send.
    vi.advanceTimersByTime(CLIENT_LOG_INTERVAL_MS);
    expect(posted).toHaveLength(1);
  });

  it('sends fewer than 15 entries 10 seconds after the first of them was queued', () => {
    const { logger, posted } = setUp();
    logger.log('error', 'first');
    vi.advanceTimersByTime(4_000);
    logger.log('error', 'second');
    vi.advanceTimersByTime(CLIENT_LOG_INTERVAL_MS - 4_000 - 1);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posted.map((batch) => batch.map((entry) => entry.message))).toEqual([['first', 'second']]);
    logger.log('error', 'third');
    vi.advanceTimersByTime(CLIENT_LOG_INTERVAL_MS);
    expect(posted).toHaveLength(2);
  });

  it('sends what is queued when the page is hidden, in batches of at most 15, and the timer then sends nothing more', () => {
    const { logger, posted } = setUp();
    for (let n = 1; n <= 14; n += 1) logger.log('error', `failure ${n}`);
    logger.flush();
    expect(posted.map((batch) => batch.length)).toEqual([14]);
    vi.advanceTimersByTime(CLIENT_LOG_INTERVAL_MS);
    logger.flush();
    expect(posted).toHaveLength(1);
  });

  it('keeps no e-mail address, phone number, token or query string, and cuts a long stack', () => {
    const { logger, posted } = setUp();
    logger.log(
      'error',
      'Sign-in failed for meera.iyer@example.com, +91 98123 45678, token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc at /booking/confirm?token=a1b2c3&email=x%40y.nl',
      `Error: boom\n    at submit (http://localhost:4200/assets/Booking-x1.js?phone=9812345678:1:200)\n${'    at frame (a.js:1:1)\n'.repeat(200)}`,
    );
    logger.flush();
    const [entry] = posted[0] ?? [];
    const text = JSON.stringify(entry);
    for (const personal of ['meera', 'example.com', '98123', '45678', 'eyJ', 'token=', 'a1b2c3', 'email=', '9812345678']) expect(text).not.toContain(personal);
    expect(entry?.message).toBe('Sign-in failed for [email], [number], token [token] at /booking/confirm');
    expect(entry?.stack).toContain('at submit (http://localhost:4200/assets/Booking-x1.js');
    expect(entry?.stack?.length).toBeLessThanOrEqual(2_000);
  });

  it('reports at most 100 entries in a page life (a render loop does not flood the API)', () => {
    const { logger, posted } = setUp();
    for (let n = 0; n < 130; n += 1) logger.log('error', 'again');
    logger.flush();
    expect(posted.flat()).toHaveLength(100);
  });

  it('never throws when the batch cannot be posted', () => {
    const logger = createClientLogger({
      context: () => ({ route: '/', page_type: 'Home Page', brand: 'nivaas' }),
      now: () => new Date(),
      post: () => {
        throw new Error('no network');
      },
    });
    logger.log('error', 'boom');
    expect(() => logger.flush()).not.toThrow();
  });
});

describe('scrubPersonalData', () => {
  it('leaves a stack line, a chunk name and a short number alone', () => {
    expect(scrubPersonalData('at render (http://localhost:4200/assets/HotelPage-DmQ3x9aB.js:1:20345) after 3 tries')).toBe(
      'at render (http://localhost:4200/assets/HotelPage-DmQ3x9aB.js:1:20345) after 3 tries',
    );
  });

  it('replaces a long opaque token', () => {
    expect(scrubPersonalData('reset 8f14e45fceea167a5a36dedd4bea2543 failed')).toBe('reset [token] failed');
  });
});
