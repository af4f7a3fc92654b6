import { CSRF_HEADER } from '../contracts/account-routes';
import type {
  MembershipSubscriptionBody,
  MembershipSubscriptionReply,
  SetWizardBaseBody,
  ValidateWizardCouponBody,
  ValidateWizardCouponReply,
  WizardLandingQuery,
  WizardLandingReply,
  WizardMembershipReply,
  WizardPaymentBody,
  WizardPaymentModesQuery,
  WizardPaymentModesReply,
  WizardPaymentReply,
  WizardPlansReply,
} from '../contracts/wizard';
import { wizardRoutes } from '../contracts/wizard-routes';
import { getJson, type ApiClientOptions } from './http';
import { sendJson } from './send-json';

const contract = () => import('../contracts/wizard');

/** GET wizardLandingV3, or wizardPlus (the enhanced landing of the wizz experiment). */
export function getWizardLanding(
  options: ApiClientOptions,
  variant: WizardLandingReply['variant'],
  query: WizardLandingQuery = {},
): Promise<WizardLandingReply> {
  const path = variant === 'wizardPlus' ? wizardRoutes.wizardPlus : wizardRoutes.wizardLandingV3;
  return getJson(options, path, query, () => contract().then((module) => module.wizardLandingReplySchema));
}

/** GET wizardPlans: the plans and, signed in, the action each would be now. */
export function getWizardPlans(options: ApiClientOptions, query: WizardLandingQuery = {}): Promise<WizardPlansReply> {
  return getJson(options, wizardRoutes.wizardPlans, query, () => contract().then((module) => module.wizardPlansReplySchema));
}

/** GET wizardMembership: the signed-in guest's wizard profile (401 signed out). */
export function getWizardMembership(options: ApiClientOptions): Promise<WizardMembershipReply> {
  return getJson(options, wizardRoutes.wizardMembership, {}, () => contract().then((module) => module.wizardMembershipReplySchema));
}

/** GET paymentModes of the membership. */
export function getWizardPaymentModes(options: ApiClientOptions, query: WizardPaymentModesQuery): Promise<WizardPaymentModesReply> {
  return getJson(options, wizardRoutes.paymentModes, query, () => contract().then((module) => module.wizardPaymentModesReplySchema));
}

/** POST membership subscription create. */
export function createMembershipSubscription(
  options: ApiClientOptions,
  body: MembershipSubscriptionBody,
  csrfToken: string,
): Promise<MembershipSubscriptionReply> {
  return sendJson(options, 'POST', wizardRoutes.membershipSubscription, body, () => contract().then((module) => module.membershipSubscriptionReplySchema), {
    headers: { [CSRF_HEADER]: csrfToken },
  });
}

/** POST the wizard payment; the Idempotency-Key makes a second tap pay once. */
export function payWizard(options: ApiClientOptions, body: WizardPaymentBody, csrfToken: string, idempotencyKey: string): Promise<WizardPaymentReply> {
  return sendJson(options, 'POST', wizardRoutes.wizardPayment, body, () => contract().then((module) => module.wizardPaymentReplySchema), {
    headers: { [CSRF_HEADER]: csrfToken, 'idempotency-key': idempotencyKey },
  });
}

/** POST setWizardBase: the member's home hotel. */
export function setWizardBase(options: ApiClientOptions, body: SetWizardBaseBody, csrfToken: string): Promise<WizardMembershipReply> {
  return sendJson(options, 'POST', wizardRoutes.setWizardBase, body, () => contract().then((module) => module.wizardMembershipReplySchema), {
    headers: { [CSRF_HEADER]: csrfToken },
  });
}

/** POST validate-wizard-coupon. */
export function validateWizardCoupon(options: ApiClientOptions, body: ValidateWizardCouponBody, csrfToken: string): Promise<ValidateWizardCouponReply> {
  return sendJson(options, 'POST', wizardRoutes.validateWizardCoupon, body, () => contract().then((module) => module.validateWizardCouponReplySchema), {
    headers: { [CSRF_HEADER]: csrfToken },
  });
}
