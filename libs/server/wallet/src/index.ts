export { getWallet, getWalletTransactions } from './wallet/get-wallet.service';
export { WALLET_BALANCE_CHANGED, returnWalletMoney, spendWalletMoney, usableWalletMoney } from './wallet/spend-wallet';
export { findWalletLots, insertWalletCredit } from './wallet/wallet-entries.repository';
export { walletCurrencyOf } from './wallet/wallet-currency';
export { findLatestMembership, insertMembership, type MembershipRow } from './memberships/memberships.repository';
export { getWizardStatus, isWizardMember, subscriptionStatusOf } from './memberships/wizard-status.service';
