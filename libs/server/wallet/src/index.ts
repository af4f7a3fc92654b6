export { getWallet, getWalletTransactions } from './wallet/get-wallet.service';
export { returnWalletMoney, spendWalletMoney } from './wallet/spend-wallet';
export { getWizardStatus, isWizardMember } from './memberships/wizard-status.service';
export { creditCompletedStayReferrals } from './referrals/credit-referrals';
export { getInviteAndEarn, getReferralFaq, getReferralLoggedOut } from './referrals/invite-and-earn.service';
export { recordReferral, referrerForSignUp } from './referrals/referral-sign-up';
export { getRewards } from './referrals/rewards.service';
