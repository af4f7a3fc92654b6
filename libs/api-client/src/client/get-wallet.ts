import { walletRoutes } from '../contracts/wallet-routes';
import type { Wallet, WalletQuery, WalletReply } from '../contracts/wallet';
import { getJson, type ApiClientOptions } from './http';

/** GET wallet for the signed-in guest (session cookie), read into camel case (accounts-commerce §7). */
export async function getWallet(options: ApiClientOptions, query: WalletQuery, signal?: AbortSignal): Promise<Wallet> {
  return walletFromReply(
    await getJson(options, walletRoutes.wallet, query, () => import('../contracts/wallet').then((contract) => contract.walletReplySchema), signal),
  );
}

export function walletFromReply(reply: WalletReply): Wallet {
  const { wallet } = reply;
  return {
    userType: reply.user_type,
    countryIsoA2Code: reply.country_iso_a2_code,
    redeemableExpirableBalance: wallet.redeemable_expirable_balance,
    redeemableExpirableLimit: wallet.redeemable_expirable_limit,
    redeemedExpirableAmount: wallet.redeemed_expirable_amount,
    currencyId: wallet.currency_id,
    currencyCode: wallet.currency_code,
    expiring: wallet.expiring.map((entry) => ({ amount: entry.amount, expiresAt: entry.expires_at })),
  };
}
