import type { WalletReply, WalletTransactionsReply, WalletUserType } from '@stays/api-client';
import { WALLET_REDEEMABLE_PERCENT, liveLots, walletBalanceMinor } from '@stays/pricing';
import { walletCurrencyOf } from './wallet-currency';
import { findWalletLots, listWalletEntries, sumRedeemed } from './wallet-entries.repository';
import type { SqlClient } from '@stays/server-core';

/**
 * GET wallet: the signed-in guest's wallet in the currency of country_iso_a2_code. A guest_user (not signed in)
 * has an empty wallet: "Coupon and wallet money apply only to logged-in users" (accounts-commerce §6).
 */
export async function getWallet(
  database: SqlClient,
  userId: number | null,
  query: { country_iso_a2_code: string; user_type: WalletUserType },
  now: Date,
): Promise<WalletReply> {
  const { currencyCode, currencyId } = walletCurrencyOf(query.country_iso_a2_code);
  const userType: WalletUserType = userId === null ? 'guest_user' : query.user_type;
  const lots = userId === null || userType === 'guest_user' ? [] : await findWalletLots(database, userId, currencyCode);
  const redeemed = userId === null || userType === 'guest_user' ? 0 : await sumRedeemed(database, userId, currencyCode);
  return {
    user_type: userType,
    country_iso_a2_code: query.country_iso_a2_code,
    wallet: {
      redeemable_expirable_balance: walletBalanceMinor(lots, now),
      redeemable_expirable_limit: WALLET_REDEEMABLE_PERCENT,
      redeemed_expirable_amount: redeemed,
      currency_id: currencyId,
      currency_code: currencyCode,
      expiring: liveLots(lots, now).map((lot) => ({ amount: lot.remainingMinor, expires_at: lot.expiresAt.toISOString() })),
    },
  };
}

/**
 * GET walletTransactions: money in (credits), out (bookings paid), back (bookings cancelled) and lost (credits that
 * expired unspent), newest first.
 */
export async function getWalletTransactions(
  database: SqlClient,
  userId: number | null,
  query: { country_iso_a2_code: string; user_type: WalletUserType; count: number },
  now: Date,
): Promise<WalletTransactionsReply> {
  const { currencyCode } = walletCurrencyOf(query.country_iso_a2_code);
  if (userId === null || query.user_type === 'guest_user') return { user_type: 'guest_user', currency_code: currencyCode, transactions: [] };
  const [entries, lots] = await Promise.all([listWalletEntries(database, userId, currencyCode, query.count), findWalletLots(database, userId, currencyCode)]);
  const expired = lots
    .filter((lot) => lot.remainingMinor > 0 && lot.expiresAt.getTime() <= now.getTime())
    .map((lot) => ({
      id: `expired-${lot.creditId}`,
      type: 'expired' as const,
      amount: lot.remainingMinor,
      reason: 'expired' as const,
      booking_no: null,
      created_at: lot.expiresAt.toISOString(),
      expires_at: lot.expiresAt.toISOString(),
    }));
  const moved = entries.map((entry) => ({
    id: `${entry.entry_type}-${entry.id}`,
    type: entry.entry_type,
    amount: entry.amount_minor,
    reason: entry.reason as WalletTransactionsReply['transactions'][number]['reason'],
    booking_no: entry.booking_no,
    created_at: entry.created_at.toISOString(),
    expires_at: entry.expires_at ? entry.expires_at.toISOString() : null,
  }));
  const transactions = [...moved, ...expired].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, query.count);
  return { user_type: 'user', currency_code: currencyCode, transactions };
}
