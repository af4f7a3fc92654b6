export { getWallet, getWalletTransactions } from './wallet/get-wallet.service';
export { returnWalletMoney, spendWalletMoney } from './wallet/spend-wallet';
export { getWizardStatus, isWizardMember } from './memberships/wizard-status.service';
export { openWizardSubscription } from './wizard/open-subscription.service';
export { payWizardMembership } from './wizard/pay-wizard.service';
export { finishWizardPayment, settleWizardPayment } from './wizard/settle-wizard-payment';
export { validateWizardCoupon, wizardLanding, wizardPaymentModes, wizardPlans } from './wizard/wizard-landing.service';
export { setWizardBase, wizardMembershipProfile } from './wizard/wizard-profile.service';
