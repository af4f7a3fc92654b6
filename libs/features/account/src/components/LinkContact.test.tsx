import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import type { UserProfile } from '@stays/api-client';
import { LinkContact } from './LinkContact';
import { userProfileFixture } from '@stays/api-client/testing';

function apiAnswering(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { path: string; body: unknown; csrf: string | null }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null, csrf: new Headers(init?.headers).get('x-csrf-token') });
    const answer = answers[path] ?? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { api: { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }, calls };
}

const user = (changes: Partial<UserProfile>): UserProfile =>
  userProfileFixture({ emailId: null, hasPassword: false, verificationInfo: { phoneVerified: true, emailVerified: false, step: 'link' }, ...changes });

function renderSection(api: ReturnType<typeof apiAnswering>['api'], profile: UserProfile) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en" onError={() => undefined}>
        <LinkContact api={api} current={{ isLoggedIn: true, user: profile, csrf_token: 'csrf-1' }} defaultCountryCode="+91" />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('the link step on the account page', () => {
  it('adds a missing e-mail: a code by e-mail, then verification with its token and the session’s anti-forgery token', async () => {
    const { api, calls } = apiAnswering({
      '/api/pwa/generateEmailOtp': {
        status: 200,
        body: { email_verification_token: 'e'.repeat(43), masked_email: 'a***@example.com', expires_in_seconds: 600 },
      },
      '/api/pwa/verification': {
        status: 200,
        body: user({ emailId: 'asha@example.com', verificationInfo: { phoneVerified: true, emailVerified: true, step: 'none' } }),
      },
    });
    renderSection(api, user({}));
    expect(screen.getByRole('heading', { name: 'Add and verify your e-mail' })).toBeDefined();
    fireEvent.change(screen.getByLabelText('E-mail address to verify'), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code by e-mail' }));
    fireEvent.change(await screen.findByLabelText('Code from the e-mail'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Verified and added to your account.');
    expect(calls.map((call) => [call.path, call.csrf])).toEqual([
      ['/api/pwa/generateEmailOtp', 'csrf-1'],
      ['/api/pwa/verification', 'csrf-1'],
    ]);
    expect(calls[1]?.body).toEqual({ email_verification_token: 'e'.repeat(43), otp: '123456' });
  });

  it('adds a missing phone proven by its SMS code, and stops at a number that has an account', async () => {
    const taken = apiAnswering({
      '/api/pwa/generateByPhone': {
        status: 200,
        body: { is_user_present: true, otp_sent: true, masked_phone: '+91******5678', expires_in_seconds: 300, resend_after_seconds: 30 },
      },
    });
    renderSection(
      taken.api,
      user({
        phoneNumber: null,
        countryCode: null,
        emailId: 'asha@example.com',
        verificationInfo: { phoneVerified: false, emailVerified: true, step: 'link' },
      }),
    );
    fireEvent.change(screen.getByLabelText('Mobile number to verify'), { target: { value: '9812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This mobile number belongs to another account.');
    expect(taken.calls.map((call) => call.path)).toEqual(['/api/pwa/generateByPhone']);
  });

  it('takes a +91 phone of exactly 10 digits starting 6 to 9: the field stops at 10, and 11 digits are refused before the API', async () => {
    const { api, calls } = apiAnswering({});
    renderSection(
      api,
      user({
        phoneNumber: null,
        countryCode: null,
        emailId: 'asha@example.com',
        verificationInfo: { phoneVerified: false, emailVerified: true, step: 'link' },
      }),
    );
    const phone = screen.getByLabelText('Mobile number to verify') as HTMLInputElement;
    expect(phone.maxLength).toBe(10);
    fireEvent.change(phone, { target: { value: '9812345678' } });
    expect(fireEvent.keyDown(phone, { key: '9' })).toBe(false);
    fireEvent.change(phone, { target: { value: '98123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter a valid mobile number.');
    expect(calls).toEqual([]);
  });

  it('links a new phone with the phone_verification_token authenticate answers', async () => {
    const { api, calls } = apiAnswering({
      '/api/pwa/generateByPhone': {
        status: 200,
        body: { is_user_present: false, otp_sent: true, masked_phone: '+91******5678', expires_in_seconds: 300, resend_after_seconds: 30 },
      },
      '/api/pwa/authenticate': { status: 200, body: { is_user_present: false, phone_verification_token: 'p'.repeat(43), expires_in_seconds: 900 } },
      '/api/pwa/verification': {
        status: 200,
        body: user({ emailId: 'asha@example.com', verificationInfo: { phoneVerified: true, emailVerified: true, step: 'none' } }),
      },
    });
    renderSection(
      api,
      user({
        phoneNumber: null,
        countryCode: null,
        emailId: 'asha@example.com',
        verificationInfo: { phoneVerified: false, emailVerified: true, step: 'link' },
      }),
    );
    fireEvent.change(screen.getByLabelText('Mobile number to verify'), { target: { value: '9812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code from the SMS'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Verified and added to your account.');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/pwa/verification')?.body).toEqual({ phone_verification_token: 'p'.repeat(43), user_id: 7 }),
    );
  });

  it('shows nothing when no link step is needed', () => {
    const { api } = apiAnswering({});
    renderSection(api, user({ emailId: 'asha@example.com', verificationInfo: { phoneVerified: true, emailVerified: false, step: 'verify' } }));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
