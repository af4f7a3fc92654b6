import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { dunelightNlSite } from '../testing/site-fixtures';
import { ConsentBanner } from './ConsentBanner';
import type { ConsentState } from './consent-state';
import { useConsentStore } from './consent-store';

const site = dunelightNlSite();
const asked: ConsentState = { gdpr: true, infoFetched: true, hideBanner: false, categories: [], choice: null };

function page(consent: ConsentState, path = '/') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '*',
      Component: () => (
        <>
          <ConsentBanner site={site} />
          <main>page</main>
          <SiteFooter brandName={site.brandName} showLinks countryCode={site.countryCode} />
        </>
      ),
      loader: () => null,
    },
  ]);
  return (
    <IntlProvider locale="en" onError={() => undefined}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { site, messages: {}, hasSession: false, consent } } }} />
    </IntlProvider>
  );
}

afterEach(() => {
  cleanup();
  useConsentStore.setState({ choice: undefined, settingsOpen: false });
  document.cookie = 'cookie_consent=; max-age=0; path=/';
});

describe('the consent banner', () => {
  it('is in the server-rendered page for a Dutch guest who has not chosen, as a labelled region with a plain form', () => {
    const html = renderToString(page(asked));
    expect(html).toContain('Cookies on Dunelight Homes');
    expect(html).toContain('action="/cookie-consent"');
    expect(html).toMatch(/<section[^>]*aria-labelledby=/);
  });

  it.each([
    ['a guest without the gdpr flag', { ...asked, gdpr: false }],
    ['before the consent info is fetched', { ...asked, infoFetched: false }],
    ['a brand with hideGdprBanner', { ...asked, hideBanner: true }],
    ['a guest who already chose', { ...asked, choice: { preferences: false, statistics: false, decidedAtSeconds: 1 } }],
  ])('is not shown to %s', (_, consent) => {
    expect(renderToString(page(consent))).not.toContain('Cookies on Dunelight Homes');
  });

  it('sits the route’s distance above the bottom on a phone (listing 51, sign-in 78, home 56)', () => {
    expect(renderToString(page(asked, '/hotels-in-amsterdam'))).toContain('--consent-bottom:51px');
    expect(renderToString(page(asked, '/login'))).toContain('--consent-bottom:78px');
    expect(renderToString(page(asked, '/'))).toContain('--consent-bottom:56px');
  });

  it('keeps a refusal in its own cookie, and opens again from the footer with the focus on it, which returns to the button', async () => {
    render(page(asked));
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse all' }));
    expect(document.cookie).toMatch(/cookie_consent=1\.0\.0\.\d+/);
    expect(screen.queryByRole('region', { name: 'Cookies on Dunelight Homes' })).toBeNull();

    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    act(() => settings.click());
    const heading = screen.getByRole('heading', { name: 'Cookies on Dunelight Homes' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('checkbox', { name: 'Statistics' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Statistics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(document.cookie).toMatch(/cookie_consent=1\.0\.1\.\d+/);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cookie settings' }));
  });

  it('offers no cookie settings in the footer where consent is not asked', async () => {
    render(page({ ...asked, gdpr: false }));
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });
});
