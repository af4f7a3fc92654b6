import { walletRoutes, walletTransactionsReplySchema, type WalletTransactionsQuery, type WalletTransactionsReply } from '../contracts/wallet';
import { getJson, type ApiClientOptions } from './http';

/** GET walletTransactions: the signed-in guest's wallet money in and out, newest first. */
export function getWalletTransactions(options: ApiClientOptions, query: WalletTransactionsQuery, signal?: AbortSignal): Promise<WalletTransactionsReply> {
  return getJson(options, walletRoutes.walletTransactions, query, walletTransactionsReplySchema, signal);
}
