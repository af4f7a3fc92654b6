import { afterEach, describe, expect, it, vi } from 'vitest';
import { postBeacon } from './post-beacon';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const body = { entries: [{ level: 'error', message: 'boom' }] };

describe('postBeacon', () => {
  it('sends the JSON with navigator.sendBeacon where the browser has it', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    postBeacon('/api/pwa/clientLogs', body);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/pwa/clientLogs');
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual(body);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['has no sendBeacon', undefined],
    ['refuses the beacon', vi.fn(() => false)],
    [
      'throws on a JSON beacon (an old browser)',
      vi.fn(() => {
        throw new DOMException('not allowed', 'SecurityError');
      }),
    ],
  ])('falls back to fetch with keepalive when the browser %s', (_, sendBeacon) => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const fetchSpy = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    postBeacon('/api/pwa/clientLogs', body);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/pwa/clientLogs',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    );
  });

  it('never lets a failed fetch reach the page', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(() => postBeacon('/api/pwa/clientLogs', body)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
