import type { TransactionalDatabase } from '@stays/server-core';
import { insertWalletCredit } from '../wallet/wallet-entries.repository';
import { REFERRAL_CREDIT_VALID_DAYS, isReferralCurrency, referralTermsInCurrency } from './referral-terms';
import { claimReferralReward, findReferralsToReward, insertReferralReward } from './referrals.repository';

const DAY_MS = 86_400_000;

/**
 * Pays the referrals whose new guest has completed a first stay (referrals.repository: checked out, or its check-out
 * date passed): the referrer's and the friend's wallets are credited in the stay's currency, in one transaction per
 * referral. Each referral pays once: the claim is a conditional update (a concurrent second caller finds it taken),
 * and referral_rewards' primary key refuses a second credit to either side. `userId` limits it to the referrals a
 * guest is part of (either side). Returns the number of referrals paid.
 */
export async function creditCompletedStayReferrals(
  database: TransactionalDatabase,
  now: Date,
  options: { userId?: number; limit?: number } = {},
): Promise<number> {
  const due = await findReferralsToReward(database, { today: now.toISOString().slice(0, 10), userId: options.userId ?? null, limit: options.limit ?? 100 });
  let paid = 0;
  for (const referral of due) {
    if (!isReferralCurrency(referral.currency_code)) continue;
    const terms = referralTermsInCurrency(referral.currency_code);
    const expiresAt = new Date(now.getTime() + REFERRAL_CREDIT_VALID_DAYS * DAY_MS);
    const credited = await database.transaction(async (tx) => {
      if (!(await claimReferralReward(tx, { id: referral.id, bookingId: referral.booking_id }, now))) return false;
      const credit = (userId: number, amountMinor: number, reason: 'referral_reward' | 'referral_welcome') =>
        insertWalletCredit(tx, { userId, amountMinor, currencyCode: terms.currency_code, expiresAt, reason }, now);
      const referrerEntry = await credit(referral.referrer_user_id, terms.referrer_amount, 'referral_reward');
      await insertReferralReward(tx, { referralId: referral.id, beneficiary: 'referrer', walletEntryId: referrerEntry });
      const refereeEntry = await credit(referral.referred_user_id, terms.referee_amount, 'referral_welcome');
      await insertReferralReward(tx, { referralId: referral.id, beneficiary: 'referee', walletEntryId: refereeEntry });
      return true;
    });
    if (credited) paid += 1;
  }
  return paid;
}
