import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, Link } from 'react-router';
import { FirstLoadProvider } from '../navigation/first-load';
import { dunelightNlSite } from '../testing/site-fixtures';
import { SiteAccountModals } from './SiteAccountModals';

const site = dunelightNlSite();

function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <FirstLoadProvider>
          <Link to="/?modal=signin">Sign in here</Link>
          <Link to="/?modal=forgotPassword">Forgot</Link>
          <SiteAccountModals site={site} />
        </FirstLoadProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en" onError={() => undefined}>
        <Stub initialEntries={[url]} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe("every page's account dialogs (?modal=)", () => {
  // No API here: any call the dialogs make (a guest's profile, the social providers) is answered 'signed out'.
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in first' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a link to ?modal=signin opens the sign-in dialog with the country site’s dial code', async () => {
    renderAt('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in or create an account' }, { timeout: 15_000 });
    expect(dialog.textContent).toContain('Mobile number');
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('+31');
  }, 30_000);

  it('a link to ?modal=forgotPassword opens the forgotten-password dialog', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('ignores ?modal=signin on the first load of a page (only some modals open at first load)', async () => {
    renderAt('/?modal=signin');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
