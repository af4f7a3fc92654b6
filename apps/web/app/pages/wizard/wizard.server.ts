import { randomUUID } from 'node:crypto';
import { data, redirectDocument } from 'react-router';
import {
  createMembershipSubscription,
  getUserProfile,
  getWizardLanding,
  getWizardMembership,
  getWizardPaymentModes,
  getWizardPlans,
  payWizard,
  validateWizardCoupon,
  wizardActionSchema,
  wizardPlanIdSchema,
  type ValidateWizardCouponReply,
  type WizardAction,
  type WizardPlanId,
} from '@stays/api-client';
import { isExperimentOn } from '@stays/brand-config';
import { WALLET_REDEEMABLE_PERCENT } from '@stays/pricing';
import { experimentsOf } from '../../experiments/experiments.server';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import { assertWizardShown, isSignedOutError, refusalMessage, signInAndBack } from './wizard-access.server';

/** /wizard (the landing), /wizard/upgrade and /wizard/renew: the last two open the payment for that action. */
export type WizardPageMode = 'landing' | 'upgrade' | 'renew';

export interface WizardPaymentChoice {
  planId: WizardPlanId;
  action: WizardAction;
  price: number;
  walletUsable: number;
}

/**
 * The landing (public; wizardPlus when the wizz experiment is on) with the plans as they stand for the guest. Upgrade
 * and renew need an account: a guest not signed in signs in and comes back. The payment dialog (?modal=wizardPayment
 * and ?plan=) gets the price of its action and the wallet money the guest may use.
 */
export async function loadWizardPage(site: SiteContext, request: Request, mode: WizardPageMode) {
  assertWizardShown(site);
  const url = new URL(request.url);
  const api = serverApi(site.locale, request);
  const viewer = await getUserProfile(api);
  const signedIn = viewer.isLoggedIn && viewer.csrf_token !== null;
  if (mode !== 'landing' && !signedIn) throw signInAndBack(site, request);
  const variant = isExperimentOn(experimentsOf(request), 'wizz') ? 'wizardPlus' : 'wizard';
  const country = { country_code: site.countryCode };
  const [landing, plans, membership] = await Promise.all([
    getWizardLanding(api, variant, country),
    getWizardPlans(api, country),
    signedIn ? getWizardMembership(api).catch(() => null) : Promise.resolve(null),
  ]);
  const wanted = mode === 'upgrade' ? 'upgrade' : mode === 'renew' ? 'renew' : null;
  const focusPlan = wanted ? plans.plans.find((plan) => plan.action === wanted) : undefined;
  const chosen = wizardPlanIdSchema.safeParse(url.searchParams.get('plan') ?? focusPlan?.plan_id);
  const chosenPlan = chosen.success ? plans.plans.find((plan) => plan.plan_id === chosen.data) : undefined;
  let payment: WizardPaymentChoice | null = null;
  if (signedIn && chosenPlan?.action && chosenPlan.action_price !== null) {
    const modes = await getWizardPaymentModes(api, { plan_id: chosenPlan.plan_id });
    payment = { planId: chosenPlan.plan_id, action: chosenPlan.action, price: chosenPlan.action_price, walletUsable: modes.wallet_usable };
  }
  return {
    mode,
    landing,
    plans: plans.plans,
    membership,
    signedIn,
    csrfToken: viewer.csrf_token,
    payment,
    // One key per rendered payment form: the same form sent twice pays once.
    idempotencyKey: randomUUID(),
    modal: url.searchParams.get('modal') ?? (wanted && payment ? 'wizardPayment' : null),
    paymentFailed: url.searchParams.get('wizard_payment') === 'failed',
    wantedUnavailable: wanted !== null && !focusPlan,
    loginHref: `/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`,
  };
}

export type WizardActionData = { error: string | null; coupon: ValidateWizardCouponReply | null };

/**
 * The payment dialog's form: 'coupon' checks a coupon; 'pay' opens the subscription and pays it (wallet money when
 * ticked, the provider's page for the rest), then sends the browser to the provider or to the wizard profile.
 */
export async function wizardFormAction(site: SiteContext, request: Request): Promise<WizardActionData> {
  assertWizardShown(site);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const csrfToken = text('csrf_token');
  const plan = wizardPlanIdSchema.safeParse(text('plan_id'));
  const action = wizardActionSchema.safeParse(text('action'));
  if (!csrfToken || !plan.success || !action.success) throw data(null, { status: 400 });
  const api = serverApi(site.locale, request);
  const couponCode = text('coupon_code');
  try {
    const coupon = couponCode ? await validateWizardCoupon(api, { coupon_code: couponCode, plan_id: plan.data, action: action.data }, csrfToken) : null;
    if (text('intent') !== 'pay') return { error: null, coupon };
    const viewer = await getUserProfile(api);
    if (!viewer.user) throw signInAndBack(site, request);
    const { subscription } = await createMembershipSubscription(
      api,
      {
        user: { country_calling_code: viewer.user.countryCode ?? '', phone: viewer.user.phoneNumber ?? '' },
        subscription: { plan_id: plan.data, action: action.data },
      },
      csrfToken,
    );
    const amount = subscription.amount - (coupon?.discount ?? 0);
    const walletUsable = text('use_wallet') ? (await getWizardPaymentModes(api, { plan_id: plan.data })).wallet_usable : 0;
    const wallet = Math.min(walletUsable, Math.floor((amount * WALLET_REDEEMABLE_PERCENT) / 100));
    const paid = await payWizard(
      api,
      {
        user: {
          id: viewer.user.userId,
          phone: viewer.user.phoneNumber ?? undefined,
          country_code: viewer.user.countryCode ?? undefined,
          email: viewer.user.emailId ?? undefined,
          first_name: viewer.user.firstName,
          last_name: viewer.user.lastName,
        },
        sub_orders: [{ subscription_id: subscription.subscription_id, ...(coupon ? { coupon_code: coupon.coupon_code } : {}) }],
        payments: {
          deduct_from_consumer_wallet: wallet,
          deduct_from_owner: 0,
          from_gateway: { amount: amount - wallet },
          redirect_url: '/wizardprofile',
        },
      },
      csrfToken,
      text('idempotency_key') || randomUUID(),
    );
    // The provider's page is not one of the site's routes: the browser loads it as a document.
    throw redirectDocument(paid.status === 'paid' ? '/wizardprofile?wizard_payment=paid' : paid.redirect_url);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isSignedOutError(error)) throw signInAndBack(site, request);
    const message = refusalMessage(error);
    if (message) return { error: message, coupon: null };
    throw error;
  }
}
