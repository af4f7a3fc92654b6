import type { ValidateWizardCouponReply, WizardLandingReply, WizardPaymentModesReply, WizardPlanId, WizardPlansReply, WizardAction } from '@stays/api-client';
import { PAYMENT_MODE_TITLES, countryByCode } from '@stays/brand-config';
import { walletUsableMinor } from '@stays/pricing';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { findWalletLots } from '../wallet/wallet-entries.repository';
import { currentMembership } from './current-membership';
import { wizardCouponDiscount } from './wizard-coupons';
import {
  WIZARD_CURRENCY,
  WIZARD_DISCOUNT_UP_TO_PERCENT,
  WIZARD_PLANS,
  WIZARD_WALLET_CREDIT_MINOR,
  actionFor,
  actionPrice,
  membershipChange,
} from './wizard-plans';

/** The provider page's modes the membership offers (the sandbox's hosted page takes each of them). */
const WIZARD_PAYMENT_MODES = ['UPI', 'CC', 'DC', 'NB', 'GPAY', 'PAYTM', 'AMAZON_PAY'] as const;

/** The membership is sold where prices are in rupees: 404 elsewhere. */
function assertOffered(countryCode: string): void {
  if (countryByCode(countryCode)?.currencyCode !== WIZARD_CURRENCY) {
    throw new ServiceError(404, 'WIZARD_NOT_OFFERED', 'The wizard membership is not offered in this country.');
  }
}

/** GET wizardLandingV3 and wizardPlus: the plans, the success benefits and the film, for anyone. */
export function wizardLanding(variant: WizardLandingReply['variant'], query: { country_code: string }): WizardLandingReply {
  assertOffered(query.country_code);
  return {
    variant,
    currency_code: WIZARD_CURRENCY,
    plans: [WIZARD_PLANS.wizard, WIZARD_PLANS.wizard_plus],
    wizard_success_benefits: [
      { icon_code: 'wallet', title: '500 wallet money', subtitle: 'Credited to your wallet as soon as you join', amount: WIZARD_WALLET_CREDIT_MINOR },
      {
        icon_code: 'discount',
        title: `Up to ${WIZARD_DISCOUNT_UP_TO_PERCENT}% off`,
        subtitle: 'Member prices on your next booking and every one after',
        amount: null,
      },
    ],
    highlighted_plan_id: variant === 'wizardPlus' ? 'wizard_plus' : 'wizard',
  };
}

/** GET wizardPlans: each plan with what it would be for the signed-in guest now (nothing for a guest). */
export async function wizardPlans(database: SqlClient, userId: number | null, query: { country_code: string }, now: Date): Promise<WizardPlansReply> {
  assertOffered(query.country_code);
  const current = userId === null ? null : await currentMembership(database, userId, now);
  return {
    currency_code: WIZARD_CURRENCY,
    plans: [WIZARD_PLANS.wizard, WIZARD_PLANS.wizard_plus].map((plan) => {
      const action = userId === null ? null : actionFor(plan.plan_id, current);
      return { ...plan, action, action_price: action === null ? null : actionPrice(plan.plan_id, action) };
    }),
  };
}

/** GET paymentModes (the membership's): the provider page's modes and the wallet money usable on the plan now. */
export async function wizardPaymentModes(database: SqlClient, userId: number, query: { plan_id: WizardPlanId }, now: Date): Promise<WizardPaymentModesReply> {
  const current = await currentMembership(database, userId, now);
  const action = actionFor(query.plan_id, current);
  const price = action === null ? 0 : actionPrice(query.plan_id, action);
  return {
    currency_code: WIZARD_CURRENCY,
    payment_modes: WIZARD_PAYMENT_MODES.map((key) => ({ key, title: PAYMENT_MODE_TITLES[key] })),
    wallet_usable: walletUsableMinor(price, await findWalletLots(database, userId, WIZARD_CURRENCY), now),
  };
}

/** POST validate-wizard-coupon: what a coupon takes off the action the guest would pay for. */
export async function validateWizardCoupon(
  database: SqlClient,
  userId: number,
  body: { coupon_code: string; plan_id: WizardPlanId; action: WizardAction },
  now: Date,
): Promise<ValidateWizardCouponReply> {
  membershipChange(body.plan_id, body.action, await currentMembership(database, userId, now), now);
  const price = actionPrice(body.plan_id, body.action);
  const coupon = await wizardCouponDiscount(database, { userId, code: body.coupon_code, plan: body.plan_id, priceMinor: price }, now);
  return {
    coupon_code: coupon.code,
    plan_id: body.plan_id,
    price,
    discount: coupon.discountMinor,
    amount: price - coupon.discountMinor,
    currency_code: WIZARD_CURRENCY,
  };
}
