import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@stays/api-client';
import { createTracker, type TrackerEnvironment } from './tracker';

function setUp(overrides: Partial<TrackerEnvironment> = {}) {
  const state = { allowed: true, online: true };
  const sent: AnalyticsEvent[][] = [];
  const logs: [string, Record<string, unknown>][] = [];
  const timers: (() => void)[] = [];
  const environment: TrackerEnvironment = {
    allowed: () => state.allowed,
    isOnline: () => state.online,
    now: () => new Date('2026-11-28T06:00:00Z'),
    identity: () => ({ brand: 'dunelight', country: 'nl', session_id: 'session-test-1', device_id: 'device-test-1' }),
    send: async (events) => {
      sent.push(events);
    },
    toNativeApp: () => false,
    later: (task) => {
      timers.push(task);
      return () => timers.splice(timers.indexOf(task), 1);
    },
    log: (message, detail) => logs.push([message, detail]),
    ...overrides,
  };
  const runTimers = async () => {
    while (timers.length > 0) {
      timers.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { tracker: createTracker(environment), state, sent, logs, runTimers };
}

const pageView = { name: 'page_view', page_type: 'Home Page', route: '/' } as const;

describe('the tracker', () => {
  it('sends nothing, and keeps nothing, while the guest has not allowed statistics', async () => {
    const { tracker, state, sent, runTimers } = setUp();
    state.allowed = false;
    expect(tracker.track(pageView)).toBe(false);
    await runTimers();
    await tracker.flush();
    state.allowed = true;
    await tracker.flush();
    expect(sent).toEqual([]);
  });

  it('sends the events of a moment in one batch, with brand, country, session, device and time', async () => {
    const { tracker, sent, runTimers } = setUp();
    tracker.track(pageView);
    tracker.track({ name: 'scroll_depth', page_type: 'Home Page', route: '/', payload: { percent: 25 } });
    await runTimers();
    expect(sent).toEqual([
      [
        {
          ...pageView,
          payload: {},
          brand: 'dunelight',
          country: 'nl',
          session_id: 'session-test-1',
          device_id: 'device-test-1',
          occurred_at: '2026-11-28T06:00:00.000Z',
        },
        expect.objectContaining({ name: 'scroll_depth', payload: { percent: 25 } }),
      ],
    ]);
  });

  it('queues while offline and sends the queue once online', async () => {
    const { tracker, state, sent, runTimers } = setUp();
    state.online = false;
    tracker.track(pageView);
    tracker.track({ ...pageView, route: '/search/' });
    await runTimers();
    await tracker.flush();
    expect(sent).toEqual([]);
    state.online = true;
    await tracker.flush();
    expect(sent.flat().map((event) => event.route)).toEqual(['/', '/search/']);
  });

  it('keeps a batch the API could not be reached for, and drops one it refused, logging its class', async () => {
    const send = vi.fn<TrackerEnvironment['send']>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { tracker, logs, runTimers } = setUp({ send });
    tracker.track(pageView);
    await runTimers();
    expect(logs).toEqual([['GA EVENT NOT SENT', { class: 'network', events: 1 }]]);
    send.mockRejectedValueOnce({ statusCode: 503 }).mockRejectedValueOnce({ statusCode: 400 });
    await tracker.flush();
    tracker.track(pageView);
    await tracker.flush();
    expect(logs.slice(1)).toEqual([
      ['GA EVENT NOT SENT', { class: 'API server side error', status: 503, events: 1 }],
      ['GA EVENT NOT SENT', { class: 'API client side error', status: 400, events: 1 }],
    ]);
    send.mockResolvedValue(undefined);
    await tracker.flush();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('hands events to the native app instead of the API inside it', async () => {
    const bridged: AnalyticsEvent[] = [];
    const { tracker, sent, runTimers } = setUp({ toNativeApp: (event) => bridged.push(event) > 0 });
    expect(tracker.track(pageView)).toBe(true);
    await runTimers();
    expect(bridged).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('forgets the queue when consent is withdrawn before it is sent', async () => {
    const { tracker, state, sent } = setUp();
    state.online = false;
    tracker.track(pageView);
    state.allowed = false;
    state.online = true;
    await tracker.flush();
    expect(sent).toEqual([]);
  });
});
