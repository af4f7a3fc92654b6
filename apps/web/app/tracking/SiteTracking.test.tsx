import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub, useNavigate } from 'react-router';
import { SessionPresenceProvider } from '@stays/feature-account';
import type { ConsentState } from '../consent/consent-state';
import { dunelightNlSite } from '../testing/site-fixtures';
import { SiteTracking } from './SiteTracking';

const site = dunelightNlSite();
const refused: ConsentState = {
  gdpr: true,
  infoFetched: true,
  hideBanner: false,
  categories: [],
  choice: { preferences: false, statistics: false, decidedAtSeconds: 1 },
};
const accepted: ConsentState = { ...refused, choice: { preferences: false, statistics: true, decidedAtSeconds: 1 } };
const experiments = { newHome: { val: '1' }, wizz: { val: '0' }, listing40: { val: '1' }, loggedOutExp: { val: '0' } };

let sentEvents: { name: string; page_type: string; payload: Record<string, unknown> }[];
let go: (path: string) => void = () => undefined;

function Page() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (path) => void navigate(path);
  }, [navigate]);
  return <SiteTracking site={site} />;
}

/** Goes to `path` as a link would, and waits for the page to get there (the root loader runs first). */
async function visit(path: string) {
  await act(async () => {
    go(path);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

function renderAt(path: string, consent: ConsentState) {
  const rootData = { site, messages: {}, hasSession: false, consent, experiments };
  // The root loader runs again on each navigation, with the same answer.
  const Stub = createRoutesStub([{ id: 'root', path: '*', Component: Page, loader: () => rootData }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionPresenceProvider value={false}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData } }} />
      </SessionPresenceProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
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
});

describe('the site’s tracking', () => {
  it('sends nothing where consent is asked and the root loader gave no answer (an error page)', async () => {
    const Stub = createRoutesStub([{ id: 'root', path: '*', Component: Page, loader: () => null }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionPresenceProvider value={false}>
          <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: null } }} />
        </SessionPresenceProvider>
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing for a guest who refused statistics, however they move around', async () => {
    renderAt('/search/?checkin=2030-05-01&checkout=2030-05-03', refused);
    await visit('/1234/?modal=signin');
    await visit('/1234/');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([]);
  });

  it('sends a page view with the search type and the guest’s variants, and a sign-in drop-off when the dialog closes on a guest still signed out', async () => {
    renderAt('/search/?checkin=2030-05-01&checkout=2030-05-03&flexible_days_count=2', accepted);
    const payload = { search_type: 'flexible', exp_newhome: '1', exp_wizz: '0', exp_listing40: '1', exp_loggedoutexp: '0' };
    await waitFor(() => expect(sentEvents).toContainEqual(expect.objectContaining({ name: 'page_view', page_type: 'Search Page', payload })));
    await visit('/search/?checkin=2030-05-01&checkout=2030-05-03&flexible_days_count=2&modal=signin');
    await visit('/search/?checkin=2030-05-01&checkout=2030-05-03&flexible_days_count=2');
    await waitFor(() => expect(sentEvents.map((event) => event.name)).toContain('sign_in_drop_off'), { timeout: 3_000 });
    // A modal opening and closing is no new page.
    expect(sentEvents.filter((event) => event.name === 'page_view')).toHaveLength(1);
  });
});
