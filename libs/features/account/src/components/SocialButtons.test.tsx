import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import type { LoginOptionsReply } from '@stays/api-client';
import { OneTapCallback } from './OneTapCallback';
import { SocialButtons } from './SocialButtons';
import { userProfileFixture } from '@stays/api-client/testing';

function apiAnswering(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers[path] ?? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { api: { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }, calls };
}

const option = (name: LoginOptionsReply['options'][number]['option_name'], label: string) => ({
  option_name: name,
  type: 'Social' as const,
  label,
  long_label: `Continue with ${label}`,
  link: `/api/pwa/slOauth/${name}`,
});
const loginOptions = (options: LoginOptionsReply['options']): LoginOptionsReply => ({
  options,
  sign_in_methods: ['phone_otp', 'email_password', ...options.map((each) => each.option_name)],
  country: { code: 'in', id: 1, dial_code: '+91', phone_length: { min: 10, max: 10 } },
});

function renderInApp(children: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en" onError={() => undefined}>
        {children}
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('the social sign-in buttons', () => {
  it('shows each method loginOptions offers, Amazon and one-tap included, each starting its sign-in with the way back', async () => {
    const { api } = apiAnswering({
      '/api/pwa/loginOptions': { status: 200, body: loginOptions([option('gmail', 'Google'), option('onetap', 'Google one-tap'), option('amazon', 'Amazon')]) },
    });
    renderInApp(<SocialButtons api={api} returnUrl="/mybookings" />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Continue with Google', '/api/pwa/slOauth/gmail?retUrl=%2Fmybookings'],
      ['One tap with your Google account', '/api/pwa/slOauth/onetap?retUrl=%2Fmybookings'],
      ['Continue with Amazon', '/api/pwa/slOauth/amazon?retUrl=%2Fmybookings'],
    ]);
  });

  it('shows no Amazon or one-tap button where loginOptions does not offer them, and nothing without social options', async () => {
    const { api } = apiAnswering({ '/api/pwa/loginOptions': { status: 200, body: loginOptions([option('apple', 'Apple')]) } });
    renderInApp(<SocialButtons api={api} />);
    expect((await screen.findByRole('link')).textContent).toBe('Continue with Apple');
    expect(screen.queryByText(/Amazon|One tap/)).toBeNull();

    const none = apiAnswering({ '/api/pwa/loginOptions': { status: 200, body: loginOptions([]) } });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale="en" onError={() => undefined}>
          <SocialButtons api={none.api} />
        </IntlProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(none.calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});

describe('the way back from the one-tap prompt', () => {
  it('posts the credential and its state to authenticate, then goes on', async () => {
    const { api, calls } = apiAnswering({
      '/api/pwa/authenticate': { status: 200, body: { is_user_present: true, user: userProfileFixture({}), csrf_token: 'csrf-1' } },
    });
    const onSignedIn = vi.fn();
    renderInApp(<OneTapCallback api={api} credential="header.payload.signature" state="state-1" onSignedIn={onSignedIn} />);
    expect(screen.getByRole('status').textContent).toBe('Signing you in…');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(null));
    expect(calls).toEqual([{ path: '/api/pwa/authenticate', body: { credential: 'header.payload.signature', state: 'state-1' } }]);
  });

  it('says the sign-in did not complete when the credential is refused (forged, expired or used)', async () => {
    const { api } = apiAnswering({
      '/api/pwa/authenticate': {
        status: 400,
        body: { statusCode: 400, code: 'SOCIAL_SIGN_IN_FAILED', message: 'The sign-in with this provider did not complete.' },
      },
    });
    const onSignedIn = vi.fn();
    renderInApp(<OneTapCallback api={api} credential="header.payload.signature" state="state-1" onSignedIn={onSignedIn} />);
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in did not complete. Please try again.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
