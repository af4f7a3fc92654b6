import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub, useLocation } from 'react-router';
import { SessionPresenceProvider } from '@stays/feature-account';
import type { ConsentState } from '../consent/consent-state';
import { dunelightNlSite } from '../testing/site-fixtures';
import { QuickLoginPopup } from './QuickLoginPopup';

const site = dunelightNlSite();
const noGdpr: ConsentState = { gdpr: false, infoFetched: true, hideBanner: false, categories: [], choice: null };
const gdprPreferencesRefused: ConsentState = { ...noGdpr, gdpr: true, choice: { preferences: false, statistics: true, decidedAtSeconds: 1 } };
const inExperiment = (val: '0' | '1') => ({ newHome: { val: '0' }, wizz: { val: '0' }, listing40: { val: '0' }, loggedOutExp: { val } });

function page(path: string, { loggedOutExp = '1', consent = noGdpr }: { loggedOutExp?: '0' | '1'; consent?: ConsentState } = {}) {
  const rootData = { site, messages: {}, hasSession: false, consent, experiments: inExperiment(loggedOutExp) };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '*',
      Component: () => (
        <>
          <QuickLoginPopup site={site} />
          <Location />
        </>
      ),
      loader: () => rootData,
    },
  ]);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SessionPresenceProvider value={false}>
        <IntlProvider locale="en" onError={() => undefined}>
          <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData } }} />
        </IntlProvider>
      </SessionPresenceProvider>
    </QueryClientProvider>
  );
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const popup = () => screen.queryByRole('dialog', { name: 'Sign in in seconds' });

afterEach(() => {
  cleanup();
  document.cookie = 'quickLogin=; max-age=0; path=/';
});

describe('the quick-login pop-up', () => {
  it.each(['/', '/jp/'])('opens on %s for a guest not signed in in the loggedOutExp variant', async (path) => {
    render(page(path));
    expect(await screen.findByRole('dialog', { name: 'Sign in in seconds' })).toBeTruthy();
  });

  it('is not in the server’s HTML (it opens once the page is interactive, so hydration matches)', () => {
    expect(renderToString(page('/'))).not.toContain('Sign in in seconds');
  });

  it.each([
    ['another page', '/hotels-in-amsterdam', '1'],
    ['the control of the logged-out experiment', '/', '0'],
    ['a page with another dialog open', '/?modal=signin', '1'],
  ] as const)('stays away on %s', async (_name, path, loggedOutExp) => {
    render(page(path, { loggedOutExp }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popup()).toBeNull();
  });

  it('answered "Not now", stays away a day: the quickLogin cookie where preferences are allowed', async () => {
    render(page('/'));
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(popup()).toBeNull();
    expect(document.cookie).toContain('quickLogin=1');
    cleanup();
    render(page('/'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popup()).toBeNull();
  });

  it('"Sign in" opens the sign-in dialog (?modal=signin)', async () => {
    render(page('/'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(popup()).toBeNull();
    // The router navigates in a transition: wait for it rather than read the location once.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?modal=signin'));
  });

  // Last: without a cookie the answer is kept for the page's life (this test module's).
  it('writes no cookie for a guest who refused preferences', async () => {
    render(page('/', { consent: gdprPreferencesRefused }));
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(popup()).toBeNull();
    expect(document.cookie).not.toContain('quickLogin');
  });
});
