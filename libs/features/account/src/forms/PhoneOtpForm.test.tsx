import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { PhoneOtpForm } from './PhoneOtpForm';
import { userProfileFixture } from '@stays/api-client/testing';

/** A fake API: each path answers its list in turn (the last answer repeats); an unknown path is a 500. */
function apiAnsweringInTurn(answers: Record<string, { status: number; body: unknown }[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const list = answers[path] ?? [];
    const answer = (list.length > 1 ? list.shift() : list[0]) ?? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { api: { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }, calls };
}

/** A fake API where each path always gives the same answer. */
const apiAnswering = (answers: Record<string, { status: number; body: unknown }>) =>
  apiAnsweringInTurn(Object.fromEntries(Object.entries(answers).map(([path, answer]) => [path, [answer]])));

const otpReply = (present: boolean) => ({
  status: 200,
  body: { is_user_present: present, otp_sent: true, masked_phone: '+91******5678', expires_in_seconds: 300, resend_after_seconds: 30 },
});

const TOKEN = 't'.repeat(43);
const signedUpUser = userProfileFixture({
  userStatus: 'UNVERIFIED',
  hasPassword: false,
  verificationInfo: { phoneVerified: true, emailVerified: false, step: 'verify' },
});
const onboardingReply = (europe: boolean) => ({
  status: 200,
  body: {
    country_iso_code: europe ? 'NL' : 'IN',
    mode: 'consumer',
    fields: [
      { name: 'first_name', kind: 'text', required: true },
      { name: 'last_name', kind: 'text', required: true },
      { name: 'email', kind: 'email', required: false },
      ...(europe ? ['street_name', 'street_no', 'zip_code', 'city'].map((name) => ({ name, kind: 'text', required: true })) : []),
      { name: 'gdpr_consent', kind: 'checkbox', required: europe },
    ],
    gdpr_consent_text_key: 'account.signup.gdpr',
    phone_dial_code: europe ? '+31' : '+91',
  },
});

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

  it('a new phone gets the sign-up step: its one code proves the phone at authenticate, the widget draws the form, sign-up uses the token', async () => {
    const { api, calls } = apiAnswering({
      '/api/pwa/generateByPhone': otpReply(false),
      '/v1/create/account/onboarding': onboardingReply(false),
      '/api/pwa/authenticate': { status: 200, body: { is_user_present: false, phone_verification_token: TOKEN, expires_in_seconds: 900 } },
      '/api/pwa/userSignUp': { status: 201, body: { user: signedUpUser, csrf_token: 'x' } },
    });
    const { onStepChange, onSignedIn } = renderForm(api);
    await sendCode();
    await screen.findByLabelText('Full name');
    expect(onStepChange).toHaveBeenCalledWith('signup');
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/create/account/onboarding')).toBe(true));
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.path === '/api/pwa/authenticate')?.body).toEqual({
      phone: '9812345678',
      country_code: '+91',
      otp: '654321',
      mode: 'consumer',
      devise_role: 'Consumer_Guest',
    });
    expect(calls.find((call) => call.path === '/api/pwa/userSignUp')?.body).toEqual({
      phone_verification_token: TOKEN,
      phone: '9812345678',
      country_code: '+91',
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      gdpr_consent: true,
      country_iso_code: 'IN',
      devise_role: 'Consumer_Guest',
    });
  });

  it('retries a refused sign-up with the same phone proof, never a second code; a wrong code is "Incorrect OTP"', async () => {
    const answers = {
      '/api/pwa/generateByPhone': [otpReply(false)],
      '/v1/create/account/onboarding': [onboardingReply(false)],
      '/api/pwa/authenticate': [
        { status: 400, body: { statusCode: 400, code: '54', message: 'Incorrect OTP' } },
        { status: 200, body: { is_user_present: false, phone_verification_token: TOKEN, expires_in_seconds: 900 } },
      ],
      '/api/pwa/userSignUp': [
        { status: 409, body: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'taken' } },
        { status: 201, body: { user: signedUpUser, csrf_token: 'x' } },
      ],
    };
    const { api, calls } = apiAnsweringInTurn(answers);
    const { onSignedIn } = renderForm(api);
    await sendCode();
    await screen.findByLabelText('Full name');
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '111111' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Incorrect OTP');

    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An account with these details exists. Sign in instead.'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.path === '/api/pwa/authenticate')).toHaveLength(2);
    const signUps = calls.filter((call) => call.path === '/api/pwa/userSignUp');
    expect(signUps.map((call) => (call.body as { phone_verification_token: string }).phone_verification_token)).toEqual([TOKEN, TOKEN]);
  });

  it('shows the onboarding widget’s failure with the server’s message', async () => {
    const refused = apiAnswering({
      '/api/pwa/generateByPhone': otpReply(false),
      '/v1/create/account/onboarding': { status: 400, body: { statusCode: 400, code: 'UNKNOWN_COUNTRY', message: 'Sign-up is not offered for this country.' } },
    });
    renderForm(refused.api);
    await sendCode();
    expect(await screen.findByText('Sign-up is not offered for this country.')).toHaveProperty('role', 'alert');
  });

  it('says "Something went wrong" when the widget answers no message', async () => {
    const broken = apiAnswering({ '/api/pwa/generateByPhone': otpReply(false), '/v1/create/account/onboarding': { status: 502, body: 'Bad gateway' } });
    renderForm(broken.api);
    await sendCode();
    expect(await screen.findByText('Something went wrong')).toHaveProperty('role', 'alert');
  });

  it('asks the first and last name, and consent where the widget requires it, before calling the API', async () => {
    const { api, calls } = apiAnswering({ '/api/pwa/generateByPhone': otpReply(false), '/v1/create/account/onboarding': onboardingReply(true) });
    renderForm(api);
    await sendCode();
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/create/account/onboarding')).toBe(true));
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please enter your first and last name');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Sanne de Vries' } });
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Prinsengracht' } });
    fireEvent.change(screen.getByLabelText('House number'), { target: { value: '263' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '1016 GV' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Amsterdam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please agree to the storing of your details to create an account.'));
    expect(calls.some((call) => call.path === '/api/pwa/authenticate')).toBe(false);
  });

  it('refuses a malformed phone before calling the API', async () => {
    const { api, calls } = apiAnswering({});
    renderForm(api);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter a valid mobile number.');
    expect(calls).toEqual([]);
  });

  it('for +91 takes exactly 10 digits starting 6 to 9: the field stops at 10, and 11 digits or a leading 5 are refused before the API', async () => {
    const { api, calls } = apiAnswering({});
    renderForm(api);
    const phone = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(phone.maxLength).toBe(10);
    fireEvent.change(phone, { target: { value: '9812345678' } });
    expect(fireEvent.keyDown(phone, { key: '1' })).toBe(false); // full: the key is stopped
    expect(fireEvent.keyDown(phone, { key: 'Backspace' })).toBe(true);
    for (const typed of ['98123456781', '5812345678']) {
      fireEvent.change(phone, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter a valid mobile number.');
    }
    expect(calls).toEqual([]);
  });

  it('follows another dial code: +60 (Malaysia) allows up to 10 digits, a dial code we do not sell 12', async () => {
    const { api } = apiAnswering({});
    renderForm(api);
    const code = screen.getByLabelText('Country code');
    const phone = screen.getByLabelText('Mobile number') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '+60' } });
    expect(phone.maxLength).toBe(10);
    fireEvent.change(code, { target: { value: '+999' } });
    expect(phone.maxLength).toBe(12);
  });

  it('asks for the address where the onboarding widget does, and sends it with the sign-up', async () => {
    const { api, calls } = apiAnswering({
      '/api/pwa/generateByPhone': otpReply(false),
      '/v1/create/account/onboarding': onboardingReply(true),
      '/api/pwa/authenticate': { status: 200, body: { is_user_present: false, phone_verification_token: TOKEN, expires_in_seconds: 900 } },
    });
    renderForm(api, vi.fn(), vi.fn(), false);
    await sendCode();
    await screen.findByLabelText('Street');
    fireEvent.click(screen.getByRole('checkbox'));
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
    expect(calls.find((call) => call.path === '/api/pwa/userSignUp')?.body).toMatchObject({
      street_name: 'Prinsengracht',
      street_no: '263',
      zip_code: '1016 GV',
      city: 'Amsterdam',
    });
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
    // The code step may have been committed outside act() (the API's answer), its countdown effect still pending: a
    // clock advanced before that effect runs is not counted (CI on a busy machine).
    await act(async () => undefined);
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
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'A code was just sent to this number. Please wait a few seconds before asking for a new one.',
    );
  });
});

describe('phone OTP: the e-mail proven by a code at sign-up', () => {
  const CODE_TOKEN = 'c'.repeat(43);
  const PROOF = 'p'.repeat(43);
  const emailCodeSent = { status: 200, body: { email_verification_token: CODE_TOKEN, masked_email: 'a***@example.com', expires_in_seconds: 600 } };
  const emailProven = {
    status: 200,
    body: { email_verified: true, email_verification_token: PROOF, masked_email: 'a***@example.com', expires_in_seconds: 900 },
  };
  const phoneProven = { status: 200, body: { is_user_present: false, phone_verification_token: TOKEN, expires_in_seconds: 900 } };

  async function fillSignUp() {
    await sendCode();
    await screen.findByLabelText('Full name');
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
    expect(screen.queryByRole('button', { name: 'Send code by e-mail' })).toBeNull();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'Asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code by e-mail' }));
    expect(await screen.findByText(/^We e-mailed a code to asha@example.com\./)).toBeTruthy();
  }

  it('sends a code to the typed address, checks it before the phone, and signs up with the email_verification_token', async () => {
    const { api, calls } = apiAnswering({
      '/api/pwa/generateByPhone': otpReply(false),
      '/v1/create/account/onboarding': onboardingReply(false),
      '/api/pwa/generateSignUpEmailOtp': emailCodeSent,
      '/api/pwa/verifySignUpEmailOtp': emailProven,
      '/api/pwa/authenticate': phoneProven,
      '/api/pwa/userSignUp': { status: 201, body: { user: signedUpUser, csrf_token: 'x' } },
    });
    const { onSignedIn } = renderForm(api);
    await fillSignUp();
    expect(calls.find((call) => call.path === '/api/pwa/generateSignUpEmailOtp')?.body).toEqual({ email: 'asha@example.com', devise_role: 'Consumer_Guest' });
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/api/pwa/verifySignUpEmailOtp')).toBeLessThan(paths.indexOf('/api/pwa/authenticate'));
    expect(calls.find((call) => call.path === '/api/pwa/verifySignUpEmailOtp')?.body).toEqual({
      email_verification_token: CODE_TOKEN,
      otp: '246810',
      devise_role: 'Consumer_Guest',
    });
    expect(calls.find((call) => call.path === '/api/pwa/userSignUp')?.body).toMatchObject({
      phone_verification_token: TOKEN,
      email: 'Asha@example.com',
      email_verification_token: PROOF,
    });
  });

  it('shows a wrong e-mail code without spending the SMS code, and asks for a new e-mail code when sign-up refuses the proof', async () => {
    const { api, calls } = apiAnsweringInTurn({
      '/api/pwa/generateByPhone': [otpReply(false)],
      '/v1/create/account/onboarding': [onboardingReply(false)],
      '/api/pwa/generateSignUpEmailOtp': [emailCodeSent],
      '/api/pwa/verifySignUpEmailOtp': [{ status: 400, body: { statusCode: 400, code: 'EMAIL_OTP_INCORRECT', message: 'x' } }, emailProven],
      '/api/pwa/authenticate': [phoneProven],
      '/api/pwa/userSignUp': [{ status: 400, body: { statusCode: 400, code: 'EMAIL_VERIFICATION_TOKEN_INVALID', message: 'x' } }],
    });
    const { onSignedIn } = renderForm(api);
    await fillSignUp();
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Incorrect OTP');
    expect(calls.some((call) => call.path === '/api/pwa/authenticate')).toBe(false);

    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your e-mail address needs to be verified again. Ask for a new code.'));
    expect(screen.getByRole('button', { name: 'Send code by e-mail' })).toBeTruthy();
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
