// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { fakeApi, outcomeOf, type FakeReply, type RecordedRequest } from '../testing/fake-api';
import { action, loader } from './wizard';
import { action as profileAction, loader as profileLoader } from './wizard-profile';
import { userProfileFixture } from '@stays/api-client/testing';
import { assignExperiments } from '@stays/brand-config';

const SIGNED_IN_COOKIE = 'token=session-abc';
/** A device id whose wizz variant is `val` (the variant is a function of the device id). */
const deviceIn = (val: string) =>
  Array.from({ length: 50 }, (_, index) => `0000000${index}-aaaa-4bbb-8ccc-dddddddddddd`).find((id) => assignExperiments(id).wizz.val === val) as string;
const profile = userProfileFixture({ hasPassword: false, verificationInfo: { phoneVerified: true, emailVerified: false, step: 'verify' } });
const signedIn = { isLoggedIn: true, user: profile, csrf_token: 'csrf-xyz' };
const signedOut = { isLoggedIn: false, user: null, csrf_token: null };
const plan = (plan_id: 'wizard' | 'wizard_plus', price: number, months: number) => ({
  plan_id,
  name: plan_id === 'wizard' ? 'Wizard' : 'Wizard Plus',
  duration_months: months,
  price,
  currency_code: 'INR',
  discount_percent_up_to: 10,
  wallet_credit: 50_000,
});
const landing = (variant: string) => ({
  variant,
  currency_code: 'INR',
  plans: [plan('wizard', 149_900, 12), plan('wizard_plus', 249_900, 24)],
  wizard_success_benefits: [{ icon_code: 'wallet', title: '500 wallet money', subtitle: '', amount: 50_000 }],
  highlighted_plan_id: variant === 'wizardPlus' ? 'wizard_plus' : 'wizard',
});
const membership = {
  is_member: false,
  status: 'NOT_MEMBER',
  membership_detail: {
    subscription_status: null,
    is_subscription_pending: false,
    plan_id: null,
    membership_start: null,
    membership_end: null,
    home_hotel: null,
    amount_saved: [],
    total_bookings: 0,
  },
  home_hotel_options: [],
};
const subscription = {
  subscription_id: 41,
  plan_id: 'wizard',
  action: 'purchase',
  status: 'open',
  price: 149_900,
  coupon_code: null,
  coupon_discount: 0,
  amount: 149_900,
  currency_code: 'INR',
  base_hotel_id: null,
  starts_at: '2026-03-10T06:00:00.000Z',
  ends_at: '2027-03-10T06:00:00.000Z',
};

function api(viewer: typeof signedIn | typeof signedOut, overrides: (request: RecordedRequest) => FakeReply | null = () => null) {
  return fakeApi((request) => {
    const override = overrides(request);
    if (override) return override;
    const path = request.url.pathname;
    if (path === '/api/pwa/userProfile') return { body: viewer };
    if (path === '/api/pwa/wizardLandingV3') return { body: landing('wizard') };
    if (path === '/api/pwa/wizardPlus') return { body: landing('wizardPlus') };
    const action = viewer.isLoggedIn ? 'purchase' : null;
    if (path === '/api/pwa/wizardPlans') {
      return {
        body: { currency_code: 'INR', plans: landing('wizard').plans.map((entry) => ({ ...entry, action, action_price: action ? entry.price : null })) },
      };
    }
    if (path === '/api/pwa/wizardMembership') return { body: membership };
    if (path === '/api/pwa/paymentModes')
      return { body: { currency_code: 'INR', payment_modes: [{ key: 'UPI', title: 'Add a new UPI id' }], wallet_usable: 20_000 } };
    if (path === '/api/pwa/membership/subscription') return { body: { subscription } };
    if (path === '/api/pwa/wizardPayment') {
      return {
        body: { status: 'redirect', subscription, wallet_used: 20_000, from_gateway: 129_900, redirect_url: '/api/pwa/sandbox-pay/sbx_w1', order_id: 'sbx_w1' },
      };
    }
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'not found' } };
  });
}

function get(url: string, cookie?: string) {
  const headers: Record<string, string> = { host: new URL(url).host, ...(cookie ? { cookie } : {}) };
  return { request: new Request(url, { headers }), params: {}, context: {} } as LoaderFunctionArgs;
}

function post(url: string, form: Record<string, string>) {
  return {
    request: new Request(url, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { host: new URL(url).host, 'content-type': 'application/x-www-form-urlencoded', cookie: SIGNED_IN_COOKIE },
    }),
    params: {},
    context: {},
  } as ActionFunctionArgs;
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/wizard', () => {
  it('is public: a guest not signed in sees the landing and the plans, with sign-in links that come back', async () => {
    const requests = api(signedOut);
    const page = await loader(get('http://localhost/wizard', `fingerprint2=${deviceIn('0')}`));
    expect(page).toMatchObject({
      mode: 'landing',
      signedIn: false,
      payment: null,
      loginHref: `/login?retUrl=${encodeURIComponent('http://localhost/wizard')}`,
    });
    expect(requests.map((request) => request.url.pathname)).toContain('/api/pwa/wizardLandingV3');
  });

  it('asks for the enhanced wizardPlus landing for a device in the wizz experiment, on every visit', async () => {
    const requests = api(signedOut);
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await loader(get('http://localhost/wizard', `fingerprint2=${deviceIn('1')}`));
      expect(page.landing.variant).toBe('wizardPlus');
    }
    expect(requests.map((request) => request.url.pathname).filter((path) => ['/api/pwa/wizardPlus', '/api/pwa/wizardLandingV3'].includes(path))).toEqual([
      '/api/pwa/wizardPlus',
      '/api/pwa/wizardPlus',
    ]);
  });

  it('keeps the variant pinned in the expd cookie this session', async () => {
    api(signedOut);
    const cookie = `fingerprint2=${deviceIn('0')}; expd=${encodeURIComponent(JSON.stringify({ wizz: { val: '1' } }))}`;
    expect((await loader(get('http://localhost/wizard', cookie))).landing.variant).toBe('wizardPlus');
  });

  it('answers a real 404 on a brand that hides wizard, for every wizard page', async () => {
    api(signedIn);
    for (const url of ['http://homes.localhost/wizard', 'http://nl.homes.localhost/wizard/renew', 'http://in.homes.localhost/wizard/upgrade']) {
      await expect(loader(get(url, SIGNED_IN_COOKIE))).rejects.toMatchObject({ init: { status: 404 } });
    }
    await expect(profileLoader(get('http://homes.localhost/wizardprofile', SIGNED_IN_COOKIE))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(action(post('http://homes.localhost/wizard', { intent: 'pay' }))).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('sends a guest not signed in from upgrade, renew and the profile to sign in and back', async () => {
    api(signedOut);
    for (const path of ['/wizard/upgrade', '/wizard/renew', '/wizardprofile']) {
      const load = path === '/wizardprofile' ? profileLoader : loader;
      expect(await outcomeOf(load(get(`http://localhost${path}`)))).toEqual({
        status: 302,
        location: `/login?retUrl=${encodeURIComponent(`http://localhost${path}`)}`,
      });
    }
  });

  it('prices the payment dialog of the plan asked for, with the wallet money the guest may use', async () => {
    api(signedIn);
    const page = await loader(get('http://localhost/wizard?modal=wizardPayment&plan=wizard', SIGNED_IN_COOKIE));
    expect(page).toMatchObject({ modal: 'wizardPayment', payment: { planId: 'wizard', action: 'purchase', price: 149_900, walletUsable: 20_000 } });
  });

  it('pays: opens the subscription for the signed-in guest, sends the spec’s wizard payment body, then goes to the provider', async () => {
    const requests = api(signedIn);
    const outcome = await outcomeOf(
      action(
        post('http://localhost/wizard?modal=wizardPayment&plan=wizard', {
          intent: 'pay',
          csrf_token: 'csrf-xyz',
          plan_id: 'wizard',
          action: 'purchase',
          use_wallet: '1',
          idempotency_key: 'form-key-123',
        }),
      ),
    );
    expect(outcome).toEqual({ status: 302, location: '/api/pwa/sandbox-pay/sbx_w1' });
    const opened = requests.find((request) => request.url.pathname === '/api/pwa/membership/subscription');
    expect(opened?.body).toEqual({
      user: { country_calling_code: profile.countryCode, phone: profile.phoneNumber },
      subscription: { plan_id: 'wizard', action: 'purchase' },
    });
    const paid = requests.find((request) => request.url.pathname === '/api/pwa/wizardPayment');
    expect(paid?.headers.get('idempotency-key')).toBe('form-key-123');
    expect(paid?.headers.get('x-csrf-token')).toBe('csrf-xyz');
    expect(paid?.body).toMatchObject({
      user: { id: profile.userId },
      sub_orders: [{ subscription_id: 41 }],
      payments: { deduct_from_consumer_wallet: 20_000, deduct_from_owner: 0, from_gateway: { amount: 129_900 }, redirect_url: '/wizardprofile' },
    });
  });

  it('shows the API’s message when a coupon is refused, and charges nothing', async () => {
    const requests = api(signedIn, (request) =>
      request.url.pathname === '/api/pwa/validate-wizard-coupon'
        ? { status: 422, body: { statusCode: 422, code: 'WIZARD_COUPON_INVALID', message: 'This coupon has expired.' } }
        : null,
    );
    const result = await action(
      post('http://localhost/wizard', { intent: 'pay', csrf_token: 'csrf-xyz', plan_id: 'wizard', action: 'purchase', coupon_code: 'OLD' }),
    );
    expect(result).toEqual({ error: 'This coupon has expired.', coupon: null });
    expect(requests.some((request) => request.url.pathname === '/api/pwa/wizardPayment')).toBe(false);
  });
});

describe('/wizardprofile', () => {
  it('shows the membership and saves the home hotel with setWizardBase', async () => {
    const requests = api(signedIn, (request) => (request.url.pathname === '/api/pwa/setWizardBase' ? { body: membership } : null));
    expect(await profileLoader(get('http://localhost/wizardprofile?wizard_payment=paid', SIGNED_IN_COOKIE))).toMatchObject({ membership, justPaid: false });
    expect(await profileAction(post('http://localhost/wizardprofile', { csrf_token: 'csrf-xyz', hotel_id: '101' }))).toEqual({ error: null, saved: true });
    expect(requests.find((request) => request.url.pathname === '/api/pwa/setWizardBase')?.body).toEqual({ hotel_id: 101 });
  });
});
