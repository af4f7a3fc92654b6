import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { SessionPresenceProvider } from '../api/session-presence';
import { AccountMenu } from './AccountMenu';

const signedIn = {
  isLoggedIn: true,
  csrf_token: 'csrf',
  user: {
    isLoggedIn: true, userId: 9, emailId: 'vikram.mehta@example.com', firstName: 'Vikram', lastName: 'Mehta', name: 'Vikram Mehta', phoneNumber: '9000000301',
    countryCode: '+91', userStatus: 'VERIFIED', title: null, gdprConsent: true, street: null, houseNumber: null, postalCode: null, city: null,
    countryName: null, accountType: 'consumer', roles: [], isCorporateAdmin: false, hasPassword: true,
    verificationInfo: { phoneVerified: true, emailVerified: true, step: 'none' },
  },
};

function showMenu(hasSession: boolean, reply: unknown) {
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionPresenceProvider value={hasSession}>
        <IntlProvider locale="en" onError={() => undefined}>
          <AccountMenu api={{ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }} loginHref="/login?retUrl=%2F" />
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

  it('with a session cookie shows the signed-in guest’s name and menu', async () => {
    const fetchImpl = showMenu(true, signedIn);
    expect(await screen.findByText('Signed in as Vikram')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/accountdetails');
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('still checks the answer against its contract: a malformed one leaves the guest signed out', async () => {
    const fetchImpl = showMenu(true, { isLoggedIn: true, user: { firstName: 42 }, csrf_token: 'csrf' });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?retUrl=%2F');
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });
});
