import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { SessionPresenceProvider } from '@stays/feature-account';
import type { ConsentState } from '../consent/consent-state';
import { useConsentStore } from '../consent/consent-store';
import { dunelightNlSite } from '../testing/site-fixtures';
import { SiteTracking } from './SiteTracking';
import { WebVitals } from './WebVitals';
import { WEB_VITALS_DEBOUNCE_MS } from './web-vitals-reporter';

type Report = (metric: { name: string; value: number; rating: string }) => void;
const reporters = vi.hoisted(() => new Map<string, (metric: { name: string; value: number; rating: string }) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: Report) => void reporters.set(name, report);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const site = dunelightNlSite();
const refused: ConsentState = {
  gdpr: true,
  infoFetched: true,
  hideBanner: false,
  categories: [],
  choice: { preferences: false, statistics: false, decidedAtSeconds: 1 },
};

let sentEvents: { name: string; route: string; payload: Record<string, unknown> }[];

function Page() {
  return (
    <>
      <SiteTracking site={site} />
      <WebVitals site={site} />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sentEvents = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sentEvents.push(...(JSON.parse(String(init.body)) as { events: typeof sentEvents }).events);
      return new Response(JSON.stringify({ stored: 1 }), { status: 201, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('web vitals on the page', () => {
  it('loads web-vitals only once the guest allows statistics, and then sends the metrics of the page 5 s after the last', async () => {
    const rootData = { site, messages: {}, hasSession: false, consent: refused };
    const Stub = createRoutesStub([{ id: 'root', path: '*', Component: Page, loader: () => rootData }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionPresenceProvider value={false}>
          <Stub initialEntries={['/42-baga-beach-resort']} hydrationData={{ loaderData: { root: rootData } }} />
        </SessionPresenceProvider>
      </QueryClientProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(reporters.size).toBe(0);

    await act(async () => {
      useConsentStore.getState().choose({ preferences: false, statistics: true, decidedAtSeconds: 2 });
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await vi.waitFor(() => expect([...reporters.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']));
    act(() => {
      reporters.get('LCP')?.({ name: 'LCP', value: 1_234.4, rating: 'good' });
      reporters.get('CLS')?.({ name: 'CLS', value: 0.02, rating: 'good' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WEB_VITALS_DEBOUNCE_MS + 500);
    });
    const vitals = sentEvents.filter((event) => event.name === 'web_vital');
    expect(vitals).toEqual([
      expect.objectContaining({ route: '/42-baga-beach-resort', payload: { metric: 'LCP', value: 1_234, rating: 'good' } }),
      expect.objectContaining({ route: '/42-baga-beach-resort', payload: { metric: 'CLS', value: 0.02, rating: 'good' } }),
    ]);
  });
});
