import { API_PREFIX } from '../routes';

/** Paths of the wizard membership calls (accounts-commerce §7 "Wallet, wizard and payment"). */
export const wizardRoutes = {
  wizardLandingV3: `${API_PREFIX}/wizardLandingV3`,
  wizardPlus: `${API_PREFIX}/wizardPlus`,
  wizardPlans: `${API_PREFIX}/wizardPlans`,
  wizardMembership: `${API_PREFIX}/wizardMembership`,
  /** The membership's payment modes. */
  paymentModes: `${API_PREFIX}/paymentModes`,
  /** Membership subscription create: opens the purchase, renewal or upgrade the wizard payment then pays. */
  membershipSubscription: `${API_PREFIX}/membership/subscription`,
  wizardPayment: `${API_PREFIX}/wizardPayment`,
  /** Where the payment provider sends the guest back after paying (or failing). */
  wizardPaymentReturn: `${API_PREFIX}/wizardPayment/return`,
  setWizardBase: `${API_PREFIX}/setWizardBase`,
  validateWizardCoupon: `${API_PREFIX}/validate-wizard-coupon`,
} as const;
