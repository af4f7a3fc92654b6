import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { SessionPresenceProvider } from '../api/session-presence';
import { AccountMenu } from './AccountMenu';
import { userProfileFixture } from '@stays/api-client/testing';

const signedIn = {
  isLoggedIn: true,
  csrf_token: 'csrf',
  user: userProfileFixture({
    userId: 9,
    emailId: 'vikram.mehta@example.com',
    firstName: 'Vikram',
    lastName: 'Mehta',
    name: 'Vikram Mehta',
    phoneNumber: '9000000301',
  }),
};

const NO_EXTRAS = { hideWizard: false, doesReferralExists: false, toShowPlayAndWin: false };

function showMenu(hasSession: boolean, reply: unknown, phoneLinks: { href: string; label: string }[] = [], flags = NO_EXTRAS) {
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionPresenceProvider value={hasSession}>
        <IntlProvider locale="en" onError={() => undefined}>
          <AccountMenu api={{ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }} loginHref="/login?retUrl=%2F" phoneLinks={phoneLinks} flags={flags} />
        </IntlProvider>
      </SessionPresenceProvider>
    </QueryClientProvider>,
  );
  return fetchImpl;
}

describe('the header’s account menu', () => {
  it('without a session cookie offers Login and asks nobody who is signed in', async () => {
    const fetchImpl = showMenu(false, signedIn);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?retUrl=%2F');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('with a session cookie shows one button with the signed-in guest’s name, its menu closed', async () => {
    const fetchImpl = showMenu(true, signedIn);
    const toggle = await screen.findByRole('button', { name: /Vikram/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('opens a menu of every account page and Sign out; Escape closes it and gives focus back', async () => {
    showMenu(true, signedIn);
    const toggle = await screen.findByRole('button', { name: /Vikram/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = within(screen.getByRole('navigation', { name: 'Your account' }));
    expect(menu.getByText('Signed in as Vikram')).toBeTruthy();
    const links = menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My bookings', '/my-booking'],
      ['Wishlist', '/wishlist'],
      ['Saved hotels', '/saved-hotels'],
      ['Wallet', '/accountdetails/oyomoney'],
      ['Saved cards', '/booking/save-card'],
      ['Wizard membership', '/wizard'],
      ['Wizard profile', '/wizardprofile'],
      ['Rewards', '/rewards'],
      ['Donate', '/donate'],
      ['Help and support', '/contactus'],
      ['Account details', '/accountdetails'],
    ]);
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeTruthy();

    const wallet = menu.getByRole('link', { name: 'Wallet' });
    wallet.focus();
    fireEvent.keyDown(wallet, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('lists the header links it is given for a phone after the account links', async () => {
    showMenu(true, signedIn, [{ href: '/about', label: 'About us' }]);
    fireEvent.click(await screen.findByRole('button', { name: /Vikram/ }));
    const links = within(screen.getByRole('navigation', { name: 'Your account' })).getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('About us');
    expect(links.at(-2)?.textContent).toBe('Account details');
  });

  it('hides the wizard pages where the brand hides wizard, and offers referral and Play and win where the country has them', async () => {
    showMenu(true, signedIn, [], { hideWizard: true, doesReferralExists: true, toShowPlayAndWin: true });
    fireEvent.click(await screen.findByRole('button', { name: /Vikram/ }));
    const hrefs = within(screen.getByRole('navigation', { name: 'Your account' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/wizard');
    expect(hrefs).not.toContain('/wizardprofile');
    expect(hrefs).toEqual(expect.arrayContaining(['/referral', '/games', '/rewards', '/contactus', '/donate', '/saved-hotels']));
  });

  it('closes its menu when the guest clicks elsewhere on the page', async () => {
    showMenu(true, signedIn);
    fireEvent.click(await screen.findByRole('button', { name: /Vikram/ }));
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
  });

  it('still checks the answer against its contract: a malformed one leaves the guest signed out', async () => {
    const fetchImpl = showMenu(true, { isLoggedIn: true, user: { firstName: 42 }, csrf_token: 'csrf' });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?retUrl=%2F');
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });
});
