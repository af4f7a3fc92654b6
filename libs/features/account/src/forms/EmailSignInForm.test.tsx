import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { AccountType } from '@stays/api-client';
import { EmailSignInForm } from './EmailSignInForm';
import { userProfileFixture } from '@stays/api-client/testing';

function apiAnswering(status: number, body: unknown) {
  const bodies: unknown[] = [];
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(init?.body ? JSON.parse(String(init.body)) : null);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { api: { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }, bodies };
}

const profile = (accountType: AccountType) =>
  userProfileFixture({
    userId: 9,
    emailId: 'vikram.mehta@example.com',
    firstName: 'Vikram',
    lastName: 'Mehta',
    name: 'Vikram Mehta',
    phoneNumber: '9000000301',
    accountType,
  });

function signIn(api: ReturnType<typeof apiAnswering>['api'], props: { mode?: AccountType; deviseRole?: string } = {}) {
  const onSignedIn = vi.fn();
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <EmailSignInForm api={api} onSignedIn={onSignedIn} forgotPasswordHref="/reset-password" {...props} />
    </IntlProvider>,
  );
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'vikram.mehta@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'stays-demo-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in with e-mail' }));
  return onSignedIn;
}

afterEach(() => window.localStorage.clear());

describe('e-mail sign-in on a login entry page', () => {
  it('sends the page’s mode and the site’s device role, and keeps the travel agent’s user mode for the hotel page', async () => {
    const { api, bodies } = apiAnswering(200, { user: profile('travel_agent'), csrf_token: 'csrf' });
    const onSignedIn = signIn(api, { mode: 'travel_agent', deviseRole: 'Partner_Guest' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ email: 'vikram.mehta@example.com', password: 'stays-demo-2026', mode: 'travel_agent', devise_role: 'Partner_Guest' }]);
    expect(window.localStorage.getItem('userMode')).toBe('travel_agent');
  });

  it('on the guest login sends mode consumer and Consumer_Guest; a consumer account drops a mode a link stored', async () => {
    window.localStorage.setItem('userMode', 'corporate');
    const { api, bodies } = apiAnswering(200, { user: profile('consumer'), csrf_token: 'csrf' });
    const onSignedIn = signIn(api);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ email: 'vikram.mehta@example.com', password: 'stays-demo-2026', mode: 'consumer', devise_role: 'Consumer_Guest' }]);
    expect(window.localStorage.getItem('userMode')).toBeNull();
  });

  it('explains an account refused by the business page, and stores no user mode', async () => {
    const { api } = apiAnswering(403, { statusCode: 403, code: 'NOT_A_CORPORATE_ACCOUNT', message: 'refused' });
    const onSignedIn = signIn(api, { mode: 'corporate' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This is not a business account. Sign in on the guest login page instead.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('userMode')).toBeNull();
  });
});
