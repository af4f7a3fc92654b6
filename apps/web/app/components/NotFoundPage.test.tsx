import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SearchConfigProvider } from '@stays/feature-search';
import { searchConfigFor } from '../site/search-config';
import type { SiteContext } from '../site/site-context';
import { NotFoundPage } from './NotFoundPage';

const site = {
  brandId: 'nivaas',
  brandName: 'Nivaas',
  themeId: 'nivaas',
  locale: 'en',
  dir: 'ltr',
  formatLocale: 'en-IN',
  isMobile: false,
  countryId: 1,
  countryCode: 'in',
  siteCountryId: 1,
  timeZone: 'Asia/Kolkata',
  countryIds: [1],
  defaultPropertyType: 'hotel',
  origin: 'http://localhost',
  micrositeMode: false,
  micrositeName: null,
  webview: false,
  deviceRole: 'Consumer_Guest',
  openSearch: true,
  mapStyleUrl: null,
  onboardingOrigin: '',
} satisfies SiteContext;

function renderNotFound() {
  const Stub = createRoutesStub([{ path: '*', Component: () => <NotFoundPage site={site} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en" onError={() => undefined}>
        <SearchConfigProvider value={searchConfigFor(site)}>
          <Stub initialEntries={['/somewhere']} />
        </SearchConfigProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('the not-found page', () => {
  // No API here: the header's look-up of the guest is answered 'signed out'.
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in first' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T20:00:00Z')); // 2 May in India
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("says so, offers the home page's search with today's stay in the site country, and a link home", async () => {
    renderNotFound();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    const form = await screen.findByRole('search', { name: 'Search hotels and homes' }, { timeout: 15_000 });
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Search');
    expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe('2030-05-02');
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe('2030-05-03');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  }, 30_000);
});
