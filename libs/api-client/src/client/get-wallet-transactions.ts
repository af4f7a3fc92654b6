import { walletRoutes } from '../contracts/wallet-routes';
import type { WalletTransactionsQuery, WalletTransactionsReply } from '../contracts/wallet';
import { getJson, type ApiClientOptions } from './http';

/** GET walletTransactions: the signed-in guest's wallet money in and out, newest first. */
export function getWalletTransactions(options: ApiClientOptions, query: WalletTransactionsQuery, signal?: AbortSignal): Promise<WalletTransactionsReply> {
  return getJson(
    options,
    walletRoutes.walletTransactions,
    query,
    () => import('../contracts/wallet').then((contract) => contract.walletTransactionsReplySchema),
    signal,
  );
}
