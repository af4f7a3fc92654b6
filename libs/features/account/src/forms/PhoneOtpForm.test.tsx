import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { PhoneOtpForm } from './PhoneOtpForm';

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

const otpReply = (present: boolean) => ({ status: 200, body: { is_user_present: present, otp_sent: true, masked_phone: '+91******5678', expires_in_seconds: 300, resend_after_seconds: 30 } });

function renderForm(api: ReturnType<typeof apiAnswering>['api'], onSignedIn = vi.fn(), onStepChange = vi.fn(), askAddress = false) {
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <PhoneOtpForm api={api} defaultCountryCode="+91" onSignedIn={onSignedIn} onStepChange={onStepChange} askAddress={askAddress} />
    </IntlProvider>,
  );
  return { onSignedIn, onStepChange };
}

async function sendCode() {
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9812345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('phone OTP: the dialog after the code is chosen by is_user_present', () => {
  it('a known phone gets the sign-in step; a wrong code shows "Incorrect OTP" (code 54)', async () => {
    const { api, calls } = apiAnswering({
      '/api/pwa/generateByPhone': otpReply(true),
      '/api/pwa/userSignIn': { status: 400, body: { statusCode: 400, code: '54', message: 'Incorrect OTP' } },
    });
    const { onStepChange, onSignedIn } = renderForm(api);
    await sendCode();
    await screen.findByLabelText('Code from the SMS');
    expect(onStepChange).toHaveBeenCalledWith('signin');
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(calls[0]).toEqual({ path: '/api/pwa/generateByPhone', body: { phone: '9812345678', country_code: '+91', devise_role: 'Consumer_Guest' } });

    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Incorrect OTP');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a new phone gets the sign-up step, which sends the spec body and signs the guest in', async () => {
    const user = {
      isLoggedIn: true, userId: 7, emailId: 'asha@example.com', firstName: 'Asha', lastName: 'Rao', name: 'Asha Rao', phoneNumber: '9812345678',
      countryCode: '+91', userStatus: 'UNVERIFIED', title: null, gdprConsent: true, street: null, houseNumber: null, postalCode: null, city: null,
      countryName: null, accountType: 'consumer', roles: [], isCorporateAdmin: false, hasPassword: false,
      verificationInfo: { phoneVerified: true, emailVerified: false, step: 'verify' },
    };
    const session = { user, csrf_token: 'x' };
    const { api, calls } = apiAnswering({ '/api/pwa/generateByPhone': otpReply(false), '/api/pwa/userSignUp': { status: 201, body: session } });
    const { onStepChange, onSignedIn } = renderForm(api);
    await sendCode();
    await screen.findByLabelText('Full name');
    expect(onStepChange).toHaveBeenCalledWith('signup');
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/pwa/userSignUp')).toBe(true));
    expect(calls.find((call) => call.path === '/api/pwa/userSignUp')?.body).toEqual({
      phone: '9812345678',
      code: '654321',
      email: 'asha@example.com',
      name: 'Asha Rao',
      country_code: '+91',
      gdpr_consent: true,
      devise_role: 'Consumer_Guest',
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('refuses a malformed phone before calling the API', async () => {
    const { api, calls } = apiAnswering({});
    renderForm(api);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter a valid mobile number.');
    expect(calls).toEqual([]);
  });

  it('asks for the address where the site’s country does, and sends it with the sign-up', async () => {
    const { api, calls } = apiAnswering({ '/api/pwa/generateByPhone': otpReply(false) });
    renderForm(api, vi.fn(), vi.fn(), true);
    await sendCode();
    await screen.findByLabelText('Street');
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Sanne de Vries' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Check the street, house number, postal code and city.');
    expect(calls.some((call) => call.path === '/api/pwa/userSignUp')).toBe(false);

    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Prinsengracht' } });
    fireEvent.change(screen.getByLabelText('House number'), { target: { value: '263' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '1016 GV' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Amsterdam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/pwa/userSignUp')).toBe(true));
    expect(calls.find((call) => call.path === '/api/pwa/userSignUp')?.body).toMatchObject({ street_name: 'Prinsengracht', street_no: '263', zip_code: '1016 GV', city: 'Amsterdam' });
  });
});

describe('phone OTP: the resend wait', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from resend_after_seconds with the resend button disabled, enables it at 0, and restarts after a resend', async () => {
    // Only the clock and intervals are faked: the queries of testing-library keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { api, calls } = apiAnswering({ '/api/pwa/generateByPhone': otpReply(true), '/api/pwa/generateotp': otpReply(true) });
    renderForm(api);
    await sendCode();
    await screen.findByLabelText('Code from the SMS');
    expect(screen.getByRole('button', { name: 'Send a new code in 30 s' })).toHaveProperty('disabled', true);

    act(() => void vi.advanceTimersByTime(3000));
    const waiting = screen.getByRole('button', { name: 'Send a new code in 27 s' });
    expect(waiting).toHaveProperty('disabled', true);
    fireEvent.click(waiting);
    expect(calls.filter((call) => call.path === '/api/pwa/generateotp')).toEqual([]);

    act(() => void vi.advanceTimersByTime(27_000));
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toHaveProperty('disabled', false);
    fireEvent.click(resend);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/pwa/generateotp')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Send a new code in 30 s' })).toHaveProperty('disabled', true);
  });

  it('explains a resend the API refuses as too soon', async () => {
    const { api } = apiAnswering({
      '/api/pwa/generateByPhone': { status: 200, body: { ...otpReply(true).body, resend_after_seconds: 0 } },
      '/api/pwa/generateotp': { status: 429, body: { statusCode: 429, code: 'OTP_RESEND_TOO_SOON', message: 'Please wait 12 seconds.' } },
    });
    renderForm(api);
    await sendCode();
    await screen.findByLabelText('Code from the SMS');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'A code was just sent to this number. Please wait a few seconds before asking for a new one.');
  });
});
