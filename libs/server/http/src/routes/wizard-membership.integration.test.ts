import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  membershipSubscriptionReplySchema,
  validateWizardCouponReplySchema,
  walletReplySchema,
  wizardLandingReplySchema,
  wizardMembershipReplySchema,
  wizardPaymentModesReplySchema,
  wizardPaymentReplySchema,
  wizardPlansReplySchema,
  type WizardPaymentReply,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { SANDBOX_MAGIC } from '@stays/server-payments';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { creditWalletFixture, membershipFixture } from '@stays/server-wallet/testing';

// The wizard membership's money paths through the API and the sandbox provider's hosted page (its webhook comes
// back in-process, signature checked): purchase, failure, abandonment, double tap, renewal, upgrade, coupons, home hotel.
const accounts = readAccountsConfig({});
let database: Database;
let app: FastifyInstance;
let phoneSequence = 0;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, accounts, payments: { holdSweepSeconds: 0 } });
  await app.ready();
  await database.query(`INSERT INTO wizard_coupons (code, percent_off, max_discount_minor, plan, valid_from, valid_until) VALUES
    ('WIZ20', 20, NULL, NULL, '2026-01-01', '2027-01-01'),
    ('WIZFREE', 100, NULL, 'wizard', '2026-01-01', '2027-01-01'),
    ('PLUSONLY', 10, NULL, 'wizard_plus', '2026-01-01', '2027-01-01'),
    ('OLDWIZ', 10, NULL, NULL, '2025-01-01', '2026-01-01')`);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signedInGuest() {
  phoneSequence += 1;
  const phone = `98200${String(phoneSequence).padStart(5, '0')}`;
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, 'Asha') RETURNING id`, [phone]);
  const userId = user?.id ?? 0;
  const session = await startSession(database, { userId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { userId, phone, headers: { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) } };
}
type Guest = Awaited<ReturnType<typeof signedInGuest>>;

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) {
  const response = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, raw: response.body };
}

async function subscribe(guest: Guest, subscription: { plan_id: string; action?: string; base_hotel_id?: number }) {
  const reply = await call('POST', '/api/pwa/membership/subscription', guest.headers, {
    user: { country_calling_code: '+91', phone: guest.phone },
    subscription,
  });
  expect(reply.status, reply.raw).toBe(200);
  return membershipSubscriptionReplySchema.parse(reply.body).subscription;
}

function pay(
  guest: Guest,
  subscriptionId: number,
  amounts: { wallet?: number; gateway: number; coupon?: string },
  key = `key-${guest.userId}-${subscriptionId}-${Math.random()}`,
) {
  return call(
    'POST',
    '/api/pwa/wizardPayment',
    { ...guest.headers, 'idempotency-key': key },
    {
      user: { id: guest.userId, phone: guest.phone, country_code: '+91', first_name: 'Asha' },
      sub_orders: [{ subscription_id: subscriptionId, ...(amounts.coupon ? { coupon_code: amounts.coupon } : {}) }],
      payments: {
        deduct_from_consumer_wallet: amounts.wallet ?? 0,
        deduct_from_owner: 0,
        from_gateway: { amount: amounts.gateway },
        payment_method_preselect: 'UPI',
        redirect_url: '/wizardprofile',
      },
    },
  );
}

/** The guest fills the sandbox's hosted page; the browser then follows the provider's return to our return call. */
async function payOnPage(payment: WizardPaymentReply, form: Record<string, string>): Promise<string> {
  const page = await app.inject({
    method: 'POST',
    url: payment.redirect_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  const back = String(page.headers.location ?? '');
  expect(back).toMatch(/^\/api\/pwa\/wizardPayment\/return\?order_id=/);
  const landed = await app.inject({ method: 'GET', url: back });
  expect(landed.statusCode).toBe(303);
  return String(landed.headers.location);
}

async function profile(guest: Guest) {
  const reply = await call('GET', '/api/pwa/wizardMembership', guest.headers);
  expect(reply.status, reply.raw).toBe(200);
  return wizardMembershipReplySchema.parse(reply.body);
}

async function walletBalance(guest: Guest): Promise<number> {
  const reply = await call('GET', '/api/pwa/wallet?country_iso_a2_code=IN&user_type=user', guest.headers);
  return walletReplySchema.parse(reply.body).wallet.redeemable_expirable_balance;
}

async function walletRows(guest: Guest) {
  return database.query<{ entry_type: string; amount_minor: number; reason: string }>(
    `SELECT entry_type, amount_minor, reason FROM wallet_entries WHERE user_id = $1 AND reason IN ('wizard_benefit', 'wizard_purchase') ORDER BY id`,
    [guest.userId],
  );
}

async function membershipCount(guest: Guest): Promise<number> {
  const [row] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM wizard_memberships WHERE user_id = $1`, [guest.userId]);
  return row?.count ?? 0;
}

describe('the wizard landing and plans', () => {
  it('answers anyone the plans, benefits and film; the enhanced landing puts wizard plus first', async () => {
    const landing = wizardLandingReplySchema.parse((await call('GET', '/api/pwa/wizardLandingV3', {})).body);
    expect(landing.plans.map((plan) => [plan.plan_id, plan.price, plan.duration_months])).toEqual([
      ['wizard', 149_900, 12],
      ['wizard_plus', 249_900, 24],
    ]);
    expect(landing.wizard_success_benefits.map((benefit) => benefit.icon_code)).toEqual(['wallet', 'discount']);
    expect(wizardLandingReplySchema.parse((await call('GET', '/api/pwa/wizardPlus', {})).body).highlighted_plan_id).toBe('wizard_plus');
    const abroad = await call('GET', '/api/pwa/wizardLandingV3?country_code=NL', {});
    expect(abroad).toMatchObject({ status: 404, body: { statusCode: 404, code: 'WIZARD_NOT_OFFERED' } });
  });

  it('tells a signed-in guest what each plan would be for them; a guest not signed in sees none', async () => {
    expect(wizardPlansReplySchema.parse((await call('GET', '/api/pwa/wizardPlans', {})).body).plans.map((plan) => plan.action)).toEqual([null, null]);
    const member = await signedInGuest();
    await membershipFixture(database, member.userId, FIXTURE_NOW);
    const plans = wizardPlansReplySchema.parse((await call('GET', '/api/pwa/wizardPlans', member.headers)).body).plans;
    expect(plans.map((plan) => [plan.action, plan.action_price])).toEqual([
      ['renew', 149_900],
      ['upgrade', 100_000],
    ]);
    expect((await call('GET', '/api/pwa/wizardMembership', {})).status).toBe(401);
  });
});

describe('buying a membership', () => {
  it('pays with wallet money and the sandbox page, then credits 500 once and makes the guest a member', async () => {
    const guest = await signedInGuest();
    await creditWalletFixture(database, guest.userId, 20_000, 'INR', FIXTURE_NOW, 60);
    const modes = wizardPaymentModesReplySchema.parse((await call('GET', '/api/pwa/paymentModes?plan_id=wizard', guest.headers)).body);
    expect(modes.wallet_usable).toBe(20_000);
    expect(modes.payment_modes.map((mode) => mode.key)).toContain('UPI');

    const subscription = await subscribe(guest, { plan_id: 'wizard', base_hotel_id: fixtureIds.bagaBeach });
    expect(subscription).toMatchObject({ action: 'purchase', status: 'open', amount: 149_900 });
    const started = await pay(guest, subscription.subscription_id, { wallet: 20_000, gateway: 129_900 });
    expect(started.status, started.raw).toBe(200);
    const payment = wizardPaymentReplySchema.parse(started.body);
    expect(payment).toMatchObject({ status: 'redirect', wallet_used: 20_000, from_gateway: 129_900 });
    expect(payment.redirect_url).toMatch(/^\/api\/pwa\/sandbox-pay\//);
    expect(await membershipCount(guest)).toBe(0);
    expect((await profile(guest)).status).toBe('PENDING');

    expect(await payOnPage(payment, { mode: 'UPI', upi_id: 'asha@okbank' })).toBe('/wizardprofile?wizard_payment=paid');
    const member = await profile(guest);
    expect(member).toMatchObject({ is_member: true, status: 'member' });
    expect(member.membership_detail).toMatchObject({
      plan_id: 'wizard',
      membership_start: FIXTURE_NOW.toISOString(),
      membership_end: '2027-03-10T06:00:00.000Z',
      home_hotel: { id: fixtureIds.bagaBeach, name: 'Nivaas Baga Beach', city: 'Goa' },
      total_bookings: 0,
    });
    expect(await walletRows(guest)).toEqual([
      { entry_type: 'debit', amount_minor: 20_000, reason: 'wizard_purchase' },
      { entry_type: 'credit', amount_minor: 50_000, reason: 'wizard_benefit' },
    ]);
    expect(await walletBalance(guest)).toBe(50_000);

    // The guest comes back through the provider's return again, or taps pay again: nothing more is bought.
    const again = await app.inject({ method: 'GET', url: `/api/pwa/wizardPayment/return?order_id=${payment.order_id}` });
    expect(again.headers.location).toBe('/wizardprofile?wizard_payment=paid');
    const retap = await pay(guest, subscription.subscription_id, { wallet: 20_000, gateway: 129_900 });
    expect(wizardPaymentReplySchema.parse(retap.body).status).toBe('paid');
    expect(await walletRows(guest)).toHaveLength(2);
    expect(await membershipCount(guest)).toBe(1);

    const twice = await call('POST', '/api/pwa/membership/subscription', guest.headers, {
      user: { country_calling_code: '+91', phone: guest.phone },
      subscription: { plan_id: 'wizard' },
    });
    expect(twice).toMatchObject({ status: 409, body: { statusCode: 409, code: 'WIZARD_ALREADY_MEMBER' } });
  });

  it('leaves no membership and takes no wallet money when the bank declines; choosing again starts a new order', async () => {
    const guest = await signedInGuest();
    await creditWalletFixture(database, guest.userId, 10_000, 'INR', FIXTURE_NOW, 60);
    const subscription = await subscribe(guest, { plan_id: 'wizard' });
    const payment = wizardPaymentReplySchema.parse((await pay(guest, subscription.subscription_id, { wallet: 10_000, gateway: 139_900 })).body);
    expect(await payOnPage(payment, { mode: 'CC', card_number: SANDBOX_MAGIC.declinedCard })).toBe('/wizard?modal=wizardPayment&wizard_payment=failed');
    expect(await membershipCount(guest)).toBe(0);
    expect(await walletRows(guest)).toEqual([]);
    expect(await walletBalance(guest)).toBe(10_000);
    expect(await profile(guest)).toMatchObject({ is_member: false, status: 'NOT_MEMBER' });

    const closed = await pay(guest, subscription.subscription_id, { wallet: 10_000, gateway: 139_900 });
    expect(closed).toMatchObject({ status: 409, body: { code: 'WIZARD_SUBSCRIPTION_CLOSED' } });
    const fresh = await subscribe(guest, { plan_id: 'wizard' });
    expect(fresh.subscription_id).not.toBe(subscription.subscription_id);
    const retry = wizardPaymentReplySchema.parse((await pay(guest, fresh.subscription_id, { gateway: 149_900 })).body);
    expect(await payOnPage(retry, { mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard })).toBe('/wizardprofile?wizard_payment=paid');
    expect((await profile(guest)).is_member).toBe(true);
  });

  it('keeps an abandoned payment pending without a membership, and the bank that never answers likewise', async () => {
    const guest = await signedInGuest();
    const subscription = await subscribe(guest, { plan_id: 'wizard_plus' });
    const payment = wizardPaymentReplySchema.parse((await pay(guest, subscription.subscription_id, { gateway: 249_900 })).body);
    expect(await payOnPage(payment, { mode: 'UPI', upi_id: SANDBOX_MAGIC.silentUpi })).toBe('/wizardprofile?wizard_payment=pending');
    expect(await membershipCount(guest)).toBe(0);
    expect(await profile(guest)).toMatchObject({ is_member: false, status: 'PENDING' });
  });

  it('buys one membership on a double tap: same subscription, same provider order, one credit', async () => {
    const guest = await signedInGuest();
    const [first, second] = await Promise.all([subscribe(guest, { plan_id: 'wizard' }), subscribe(guest, { plan_id: 'wizard' })]);
    expect(second?.subscription_id).toBe(first?.subscription_id);
    const id = first?.subscription_id ?? 0;
    const [tapOne, tapTwo] = await Promise.all([
      pay(guest, id, { gateway: 149_900 }, 'double-tap-key-1'),
      pay(guest, id, { gateway: 149_900 }, 'double-tap-key-1'),
    ]);
    const one = wizardPaymentReplySchema.parse(tapOne.body);
    expect(wizardPaymentReplySchema.parse(tapTwo.body).order_id).toBe(one.order_id);
    const third = wizardPaymentReplySchema.parse((await pay(guest, id, { gateway: 149_900 }, 'another-key-2')).body);
    expect(third.order_id).toBe(one.order_id);
    const changed = await pay(guest, id, { wallet: 1, gateway: 149_899 }, 'another-key-3');
    expect(changed).toMatchObject({ status: 409, body: { code: 'WIZARD_PAYMENT_IN_PROGRESS' } });

    await payOnPage(one, { mode: 'UPI', upi_id: 'asha@okbank' });
    expect(await payOnPage(third, { mode: 'UPI', upi_id: 'asha@okbank' })).toBe('/wizardprofile?wizard_payment=paid');
    expect(await membershipCount(guest)).toBe(1);
    expect(await walletRows(guest)).toEqual([{ entry_type: 'credit', amount_minor: 50_000, reason: 'wizard_benefit' }]);
  });

  it('refuses a payment that is not the guest’s, does not add up, or takes more wallet money than its share', async () => {
    const guest = await signedInGuest();
    const other = await signedInGuest();
    await creditWalletFixture(database, guest.userId, 100_000, 'INR', FIXTURE_NOW, 60);
    const subscription = await subscribe(guest, { plan_id: 'wizard' });
    expect(await pay(other, subscription.subscription_id, { gateway: 149_900 })).toMatchObject({
      status: 404,
      body: { code: 'WIZARD_SUBSCRIPTION_NOT_FOUND' },
    });
    const forAnother = await call('POST', '/api/pwa/wizardPayment', guest.headers, {
      user: { id: other.userId },
      sub_orders: [{ subscription_id: subscription.subscription_id }],
      payments: { from_gateway: { amount: 149_900 } },
    });
    expect(forAnother).toMatchObject({ status: 403, body: { code: 'WIZARD_USER_NOT_YOURS' } });
    expect(await pay(guest, subscription.subscription_id, { gateway: 100 })).toMatchObject({ status: 422, body: { code: 'WIZARD_AMOUNT_MISMATCH' } });
    expect(await pay(guest, subscription.subscription_id, { wallet: 60_000, gateway: 89_900 })).toMatchObject({
      status: 422,
      body: { code: 'WIZARD_WALLET_AMOUNT_INVALID' },
    });
    const notYours = await call('POST', '/api/pwa/membership/subscription', guest.headers, {
      user: { country_calling_code: '+91', phone: other.phone },
      subscription: { plan_id: 'wizard' },
    });
    expect(notYours).toMatchObject({ status: 403, body: { code: 'WIZARD_USER_NOT_YOURS' } });
    const valid = {
      user: { id: guest.userId },
      sub_orders: [{ subscription_id: subscription.subscription_id }],
      payments: { from_gateway: { amount: 149_900 } },
    };
    expect((await call('POST', '/api/pwa/wizardPayment', { cookie: guest.headers.cookie }, valid)).status).toBe(403);
    expect((await call('POST', '/api/pwa/wizardPayment', {}, valid)).status).toBe(401);
  });
});

describe('renewal and upgrade', () => {
  it('renews a running membership by one more term after its end, crediting the benefit again', async () => {
    const guest = await signedInGuest();
    await membershipFixture(database, guest.userId, FIXTURE_NOW);
    const before = (await profile(guest)).membership_detail;
    const subscription = await subscribe(guest, { plan_id: 'wizard', action: 'renew' });
    expect(subscription.ends_at).toBe(new Date(new Date(before.membership_end ?? '').setUTCFullYear(2028)).toISOString());
    const payment = wizardPaymentReplySchema.parse((await pay(guest, subscription.subscription_id, { gateway: 149_900 })).body);
    await payOnPage(payment, { mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard });
    const after = (await profile(guest)).membership_detail;
    expect(after.membership_start).toBe(before.membership_start);
    expect(after.membership_end).toBe(subscription.ends_at);
    expect(await membershipCount(guest)).toBe(1);
    expect(await walletRows(guest)).toEqual([{ entry_type: 'credit', amount_minor: 50_000, reason: 'wizard_benefit' }]);
  });

  it('upgrades a running wizard to wizard plus for the difference, running the plus term from the start, without a second credit', async () => {
    const guest = await signedInGuest();
    await membershipFixture(database, guest.userId, FIXTURE_NOW);
    const before = (await profile(guest)).membership_detail;
    expect(
      (
        await call('POST', '/api/pwa/membership/subscription', guest.headers, {
          user: { country_calling_code: '+91', phone: guest.phone },
          subscription: { plan_id: 'wizard', action: 'upgrade' },
        })
      ).body,
    ).toMatchObject({ statusCode: 409, code: 'WIZARD_UPGRADE_NOT_AVAILABLE' });
    const subscription = await subscribe(guest, { plan_id: 'wizard_plus', action: 'upgrade' });
    expect(subscription.amount).toBe(100_000);
    const payment = wizardPaymentReplySchema.parse((await pay(guest, subscription.subscription_id, { gateway: 100_000 })).body);
    await payOnPage(payment, { mode: 'UPI', upi_id: 'asha@okbank' });
    const after = (await profile(guest)).membership_detail;
    const start = new Date(before.membership_start ?? '');
    expect(after).toMatchObject({ plan_id: 'wizard_plus', membership_start: before.membership_start });
    expect(after.membership_end).toBe(
      new Date(Date.UTC(start.getUTCFullYear() + 2, start.getUTCMonth(), start.getUTCDate(), start.getUTCHours())).toISOString(),
    );
    expect(await walletRows(guest)).toEqual([]);
  });
});

describe('wizard coupons', () => {
  it('validates a coupon for the plan, and refuses unknown, expired and other-plan coupons with a message', async () => {
    const guest = await signedInGuest();
    const valid = await call('POST', '/api/pwa/validate-wizard-coupon', guest.headers, { coupon_code: 'wiz20', plan_id: 'wizard' });
    expect(validateWizardCouponReplySchema.parse(valid.body)).toEqual({
      coupon_code: 'WIZ20',
      plan_id: 'wizard',
      price: 149_900,
      discount: 29_980,
      amount: 119_920,
      currency_code: 'INR',
    });
    for (const [code, message] of [
      ['NOPE', 'This coupon code is not valid.'],
      ['OLDWIZ', 'This coupon has expired.'],
      ['PLUSONLY', 'This coupon is not valid for this plan.'],
    ]) {
      const refused = await call('POST', '/api/pwa/validate-wizard-coupon', guest.headers, { coupon_code: code, plan_id: 'wizard' });
      expect(refused).toMatchObject({ status: 422, body: { statusCode: 422, code: 'WIZARD_COUPON_INVALID', message } });
    }
    expect((await call('POST', '/api/pwa/validate-wizard-coupon', guest.headers, { coupon_code: '<x>', plan_id: 'wizard' })).status).toBe(400);
  });

  it('pays a membership a coupon covers without the gateway, and the coupon then counts as used', async () => {
    const guest = await signedInGuest();
    const subscription = await subscribe(guest, { plan_id: 'wizard' });
    const paid = await pay(guest, subscription.subscription_id, { gateway: 0, coupon: 'wizfree' });
    expect(paid.status, paid.raw).toBe(200);
    expect(wizardPaymentReplySchema.parse(paid.body)).toMatchObject({ status: 'paid', from_gateway: 0, redirect_url: '/wizardprofile', order_id: null });
    expect((await profile(guest)).is_member).toBe(true);
    const used = await call('POST', '/api/pwa/validate-wizard-coupon', guest.headers, { coupon_code: 'WIZFREE', plan_id: 'wizard', action: 'renew' });
    expect(used).toMatchObject({ status: 422, body: { message: 'You have already used this coupon.' } });
  });
});

describe('setWizardBase', () => {
  it('sets a member’s home hotel to one of our hotels, and refuses a holiday home, a closed hotel and a guest who is not a member', async () => {
    const guest = await signedInGuest();
    expect(await call('POST', '/api/pwa/setWizardBase', guest.headers, { hotel_id: fixtureIds.goaPalms })).toMatchObject({
      status: 409,
      body: { code: 'WIZARD_NOT_MEMBER' },
    });
    await membershipFixture(database, guest.userId, FIXTURE_NOW);
    const set = await call('POST', '/api/pwa/setWizardBase', guest.headers, { hotel_id: fixtureIds.goaPalms });
    expect(wizardMembershipReplySchema.parse(set.body).membership_detail.home_hotel).toEqual({
      id: fixtureIds.goaPalms,
      name: 'Nivaas Goa Palms',
      city: 'Goa',
    });
    for (const hotelId of [fixtureIds.villaVerde, fixtureIds.disabledHotel]) {
      expect(await call('POST', '/api/pwa/setWizardBase', guest.headers, { hotel_id: hotelId })).toMatchObject({
        status: 404,
        body: { code: 'HOTEL_NOT_FOUND' },
      });
    }
    expect((await profile(guest)).membership_detail.home_hotel?.id).toBe(fixtureIds.goaPalms);
  });
});
