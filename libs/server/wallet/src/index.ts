export { getWallet, getWalletTransactions } from './wallet/get-wallet.service';
export { returnWalletMoney, spendWalletMoney } from './wallet/spend-wallet';
export { getWizardStatus, isWizardMember } from './memberships/wizard-status.service';
