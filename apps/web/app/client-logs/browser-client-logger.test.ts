import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ClientLogsBody } from '@stays/api-client';
import { dunelightNlSite } from '../testing/site-fixtures';
import { reportClientProblem, startClientLogging } from './browser-client-logger';

afterAll(() => {
  vi.unstubAllGlobals();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe("the page's client log", () => {
  it('logs uncaught errors, unhandled rejections and handled problems, and sends them by beacon as the page is hidden', async () => {
    const beacons: ClientLogsBody[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: vi.fn((url: string, data: Blob) => {
        expect(url).toBe('/api/pwa/clientLogs');
        void data.text().then((text) => beacons.push(JSON.parse(text) as ClientLogsBody));
        return true;
      }),
    });
    document.cookie = 'fingerprint2=device-browser-1; path=/';
    window.history.pushState({}, '', '/42-baga-beach-resort?email=someone%40example.com');
    startClientLogging(dunelightNlSite());

    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('load failed');
    window.dispatchEvent(rejection);
    reportClientProblem('warn', 'GA EVENT NOT SENT', { class: 'API server side error', status: 503, events: 2 });
    expect(navigator.sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    const entries = beacons[0]?.entries ?? [];
    expect(entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['error', 'TypeError: x is undefined'],
      ['error', 'Unhandled rejection: Error: load failed'],
      ['warn', 'GA EVENT NOT SENT {"class":"API server side error","status":503,"events":2}'],
    ]);
    expect(entries[0]).toMatchObject({ route: '/42-baga-beach-resort', page_type: 'Hotel Page', brand: 'dunelight', device_id: 'device-browser-1' });
    expect(entries[0]?.stack).toContain('TypeError: x is undefined');
    setVisibility('visible');
  });
});
