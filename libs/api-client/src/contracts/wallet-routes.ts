import { API_PREFIX } from '../routes';

/** Paths of the wallet and wizard calls (accounts-commerce §7 "Wallet, wizard and payment"). */
export const walletRoutes = {
  wallet: `${API_PREFIX}/wallet`,
  walletTransactions: `${API_PREFIX}/walletTransactions`,
  wizardStatus: `${API_PREFIX}/wizardStatus`,
} as const;
