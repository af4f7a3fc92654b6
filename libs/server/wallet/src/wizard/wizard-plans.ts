import type { WizardAction, WizardPlan, WizardPlanId } from '@stays/api-client';
import { WIZARD_SUCCESS_BENEFITS } from '@stays/brand-config';
import { ServiceError } from '@stays/server-core';

/** "Wizard success benefits: 500 wallet money credited and up to 10% off the next booking" (accounts-commerce §9), in paise. */
export const WIZARD_WALLET_CREDIT_MINOR = WIZARD_SUCCESS_BENEFITS.walletMoney * 100;
export const WIZARD_DISCOUNT_UP_TO_PERCENT = WIZARD_SUCCESS_BENEFITS.nextBookingDiscountPercent;
/** The membership is sold in India (the brands selling it show prices in rupees); hideWizard brands never offer it. */
export const WIZARD_CURRENCY = 'INR' as const;

export const WIZARD_PLANS: Readonly<Record<WizardPlanId, WizardPlan>> = {
  wizard: {
    plan_id: 'wizard',
    name: 'Wizard',
    duration_months: 12,
    price: 149_900,
    currency_code: WIZARD_CURRENCY,
    discount_percent_up_to: WIZARD_DISCOUNT_UP_TO_PERCENT,
    wallet_credit: WIZARD_WALLET_CREDIT_MINOR,
  },
  wizard_plus: {
    plan_id: 'wizard_plus',
    name: 'Wizard Plus',
    duration_months: 24,
    price: 249_900,
    currency_code: WIZARD_CURRENCY,
    discount_percent_up_to: WIZARD_DISCOUNT_UP_TO_PERCENT,
    wallet_credit: WIZARD_WALLET_CREDIT_MINOR,
  },
};

/** The membership a guest has now, as far as buying goes: its plan, its term, and whether it still runs. */
export interface CurrentMembership {
  id: number;
  plan: WizardPlanId;
  startsAt: Date;
  endsAt: Date;
  running: boolean;
}

/** What paying an action does to the membership: a new row, or the current one changed. */
export type MembershipChange =
  | { kind: 'insert'; plan: WizardPlanId; startsAt: Date; endsAt: Date }
  | { kind: 'update'; membershipId: number; plan: WizardPlanId; startsAt: Date; endsAt: Date };

function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/** The action buying `plan` is for a guest with `current` (null when it cannot be bought now). */
export function actionFor(plan: WizardPlanId, current: CurrentMembership | null): WizardAction | null {
  if (!current) return 'purchase';
  if (!current.running) return current.plan === plan ? 'renew' : 'purchase';
  if (current.plan === plan) return 'renew';
  return current.plan === 'wizard' && plan === 'wizard_plus' ? 'upgrade' : null;
}

/** What the action costs: a plan's price, and for an upgrade the difference between the plans. */
export function actionPrice(plan: WizardPlanId, action: WizardAction): number {
  return action === 'upgrade' ? WIZARD_PLANS.wizard_plus.price - WIZARD_PLANS.wizard.price : WIZARD_PLANS[plan].price;
}

/**
 * The rules where the spec is silent. purchase: a guest without a running membership; the term starts when paid.
 * renew: the same plan, one more term added to the end of the running one (or from the payment when it has ended).
 * upgrade: a running wizard becomes wizard plus at once, for the difference in price, and runs the wizard plus term
 * from its original start (never shorter than it already ran). Anything else is refused, 409.
 */
export function membershipChange(plan: WizardPlanId, action: WizardAction, current: CurrentMembership | null, now: Date): MembershipChange {
  const allowed = actionFor(plan, current);
  if (allowed !== action) throw actionRefused(plan, action, current);
  const months = WIZARD_PLANS[plan].duration_months;
  if (action === 'upgrade' && current) {
    const upgradedEnd = addMonths(current.startsAt, months);
    return { kind: 'update', membershipId: current.id, plan, startsAt: current.startsAt, endsAt: upgradedEnd > current.endsAt ? upgradedEnd : current.endsAt };
  }
  if (action === 'renew' && current?.running) {
    return { kind: 'update', membershipId: current.id, plan, startsAt: current.startsAt, endsAt: addMonths(current.endsAt, months) };
  }
  return { kind: 'insert', plan, startsAt: now, endsAt: addMonths(now, months) };
}

function actionRefused(plan: WizardPlanId, action: WizardAction, current: CurrentMembership | null): ServiceError {
  if (action === 'purchase' && current?.running) {
    return new ServiceError(409, 'WIZARD_ALREADY_MEMBER', 'You are already a wizard member. Renew or upgrade your membership instead.');
  }
  if (action === 'upgrade') {
    return new ServiceError(409, 'WIZARD_UPGRADE_NOT_AVAILABLE', 'Only a running Wizard membership can be upgraded to Wizard Plus.');
  }
  if (action === 'renew') {
    return new ServiceError(409, 'WIZARD_RENEWAL_NOT_AVAILABLE', `There is no ${WIZARD_PLANS[plan].name} membership to renew. Buy a plan instead.`);
  }
  return new ServiceError(409, 'WIZARD_PLAN_NOT_AVAILABLE', 'This plan cannot be bought with your current membership.');
}
