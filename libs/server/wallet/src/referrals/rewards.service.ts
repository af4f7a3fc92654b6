import { REWARD_CATEGORIES, type RewardCategory, type RewardsReply, type WalletTransaction } from '@stays/api-client';
import type { TransactionalDatabase } from '@stays/server-core';
import { getWalletTransactions } from '../wallet/get-wallet.service';
import { creditCompletedStayReferrals } from './credit-referrals';

/** The most entries a guest's rewards are read from (a guest's wallet holds far fewer). */
const HISTORY_LIMIT = 1000;

/** The category of a wallet entry (REWARD_CATEGORIES). */
function rewardCategoryOf(transaction: Pick<WalletTransaction, 'type' | 'reason'>): RewardCategory {
  if (transaction.type === 'expired') return 'expired';
  if (transaction.type === 'debit' || transaction.type === 'refund') return 'bookings';
  if (transaction.reason === 'referral_reward' || transaction.reason === 'referral_welcome') return 'referral';
  if (transaction.reason.startsWith('wizard')) return 'membership';
  return 'bonus';
}

/**
 * GET rewards: the signed-in guest's wallet entries with their category, all or one category, newest first, with
 * each category's count and what was ever credited as rewards. Referrals of this guest that are due are paid first.
 */
export async function getRewards(
  database: TransactionalDatabase,
  userId: number,
  query: { country_iso_a2_code: string; category?: RewardCategory | undefined; count: number },
  now: Date,
): Promise<RewardsReply> {
  await creditCompletedStayReferrals(database, now, { userId });
  const history = await getWalletTransactions(
    database,
    userId,
    { country_iso_a2_code: query.country_iso_a2_code, user_type: 'user', count: HISTORY_LIMIT },
    now,
  );
  const all = history.transactions.map((transaction) => ({ ...transaction, category: rewardCategoryOf(transaction) }));
  const chosen = query.category ? all.filter((transaction) => transaction.category === query.category) : all;
  return {
    currency_code: history.currency_code,
    category: query.category ?? null,
    categories: REWARD_CATEGORIES.map((id) => ({ id, count: all.filter((transaction) => transaction.category === id).length })),
    total_earned: all
      .filter((transaction) => transaction.type === 'credit' && transaction.category !== 'bookings')
      .reduce((sum, transaction) => sum + transaction.amount, 0),
    transaction_list: chosen.slice(0, query.count),
  };
}
