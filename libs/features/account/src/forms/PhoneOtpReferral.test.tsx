import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { userProfileFixture } from '@stays/api-client/testing';
import { PhoneOtpForm } from './PhoneOtpForm';

const TOKEN = 't'.repeat(43);

/** A fake API: each path gives its answer; the sign-up answers in turn. */
function fakeApi(signUpAnswers: { status: number; body: unknown }[]) {
  const calls: { path: string; body: unknown }[] = [];
  const answers: Record<string, { status: number; body: unknown }> = {
    '/api/pwa/generateByPhone': {
      status: 200,
      body: { is_user_present: false, otp_sent: true, masked_phone: '+91******5678', expires_in_seconds: 300, resend_after_seconds: 30 },
    },
    '/v1/create/account/onboarding': { status: 500, body: { statusCode: 500, code: 'X', message: 'x' } },
    '/api/pwa/authenticate': { status: 200, body: { is_user_present: false, phone_verification_token: TOKEN, expires_in_seconds: 900 } },
  };
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = path === '/api/pwa/userSignUp' ? (signUpAnswers.length > 1 ? signUpAnswers.shift() : signUpAnswers[0]) : answers[path];
    return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 500, headers: { 'content-type': 'application/json' } });
  });
  return { api: { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }, calls };
}

async function reachSignUp(api: ReturnType<typeof fakeApi>['api'], referralCode?: string, onSignedIn = vi.fn()) {
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <PhoneOtpForm api={api} defaultCountryCode="+91" onSignedIn={onSignedIn} referralCode={referralCode} />
    </IntlProvider>,
  );
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9812345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Full name');
  fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '654321' } });
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ravi Kumar' } });
  return onSignedIn;
}

const signUpBody = (calls: { path: string; body: unknown }[]) => calls.filter((call) => call.path === '/api/pwa/userSignUp').map((call) => call.body);

describe('the referral code at sign-up', () => {
  it('is filled in from the share link and sent with the sign-up', async () => {
    const { api, calls } = fakeApi([{ status: 201, body: { user: userProfileFixture(), csrf_token: 'x' } }]);
    const onSignedIn = await reachSignUp(api, 'MEENA7K2QX');
    expect(screen.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('MEENA7K2QX');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(signUpBody(calls)[0]).toMatchObject({ first_name: 'Ravi', last_name: 'Kumar', referral_code: 'MEENA7K2QX' });
  });

  it('refuses a malformed code before calling the API, then tells an unknown and an own code apart', async () => {
    const { api, calls } = fakeApi([
      { status: 400, body: { statusCode: 400, code: 'REFERRAL_CODE_UNKNOWN', message: 'This referral code does not exist.' } },
      { status: 400, body: { statusCode: 400, code: 'REFERRAL_OWN_CODE', message: 'You cannot use your own referral code.' } },
    ]);
    await reachSignUp(api);
    const field = screen.getByLabelText<HTMLInputElement>('Referral code (optional)');
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: 'AB-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('A referral code is 4 to 16 letters and digits.')).toBeTruthy();
    expect(signUpBody(calls)).toEqual([]);

    fireEvent.change(field, { target: { value: 'NOSUCH42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This referral code does not exist. Check it with your friend, or leave it empty.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You cannot use your own referral code.')).toBeTruthy();
    expect(signUpBody(calls)).toHaveLength(2);
  });

  it('is left out of the sign-up when the guest gives none', async () => {
    const { api, calls } = fakeApi([{ status: 201, body: { user: userProfileFixture(), csrf_token: 'x' } }]);
    const onSignedIn = await reachSignUp(api);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(signUpBody(calls)[0]).not.toHaveProperty('referral_code');
  });
});
