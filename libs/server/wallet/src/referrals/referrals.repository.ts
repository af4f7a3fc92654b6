import { STATUS_KEY } from '@stays/status-mapping';
import type { SqlClient } from '@stays/server-core';

/** Records that a new guest signed up with a referrer's code (one row per new guest: referred_user_id is unique). */
export async function insertReferral(tx: SqlClient, referral: { referrerUserId: number; referredUserId: number; code: string }, now: Date): Promise<void> {
  await tx.query(`INSERT INTO referrals (referrer_user_id, referred_user_id, code, created_at) VALUES ($1, $2, $3, $4)`, [
    referral.referrerUserId,
    referral.referredUserId,
    referral.code,
    now,
  ]);
}

export interface ReferralToReward {
  id: number;
  referrer_user_id: number;
  referred_user_id: number;
  booking_id: number;
  currency_code: string;
}

/**
 * Unrewarded referrals whose new guest has a completed stay, with the first such stay. A stay is completed when its
 * booking is checked out (status_key 2, a holiday home's 20, or state completed) or, as nothing marks a booking
 * checked out yet, when a confirmed or checked-in booking's check-out date is before `today`. Cancelled, no-show,
 * void and unpaid held bookings never count.
 */
export async function findReferralsToReward(database: SqlClient, filter: { today: string; userId: number | null; limit: number }): Promise<ReferralToReward[]> {
  return database.query<ReferralToReward>(
    `SELECT r.id, r.referrer_user_id, r.referred_user_id, stay.id AS booking_id, stay.currency_code
       FROM referrals r
       JOIN LATERAL (
         SELECT b.id, b.currency_code FROM bookings b
          WHERE b.user_id = r.referred_user_id AND b.state <> 'cancelled'
            AND (b.status_key = ANY($1::int[]) OR b.state = 'completed' OR (b.status_key = ANY($2::int[]) AND b.checkout < $3::date))
          ORDER BY b.checkout, b.id LIMIT 1
       ) stay ON true
      WHERE r.rewarded_at IS NULL AND ($4::int IS NULL OR r.referrer_user_id = $4::int OR r.referred_user_id = $4::int)
      ORDER BY r.id LIMIT $5`,
    [[STATUS_KEY.CHECKED_OUT, STATUS_KEY.HOLIDAY_HOME_COMPLETED], [STATUS_KEY.CONFIRM, STATUS_KEY.CHECKED_IN], filter.today, filter.userId, filter.limit],
  );
}

/**
 * Marks a referral rewarded for a stay, if it is not yet: true for the one caller that got it. A second caller at the
 * same moment waits for the first's row lock, then finds rewarded_at set and gets false.
 */
export async function claimReferralReward(tx: SqlClient, referral: { id: number; bookingId: number }, now: Date): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE referrals SET rewarded_at = $2, rewarded_booking_id = $3 WHERE id = $1 AND rewarded_at IS NULL RETURNING id`,
    [referral.id, now, referral.bookingId],
  );
  return rows.length === 1;
}

/** The wallet credit a referral paid to one side; the primary key (referral, beneficiary) refuses a second one. */
export async function insertReferralReward(
  tx: SqlClient,
  reward: { referralId: number; beneficiary: 'referrer' | 'referee'; walletEntryId: number },
): Promise<void> {
  await tx.query(`INSERT INTO referral_rewards (referral_id, beneficiary, wallet_entry_id) VALUES ($1, $2, $3)`, [
    reward.referralId,
    reward.beneficiary,
    reward.walletEntryId,
  ]);
}

export interface InviteeRow {
  first_name: string;
  last_name: string;
  created_at: Date;
  rewarded_at: Date | null;
}

/** The guests who signed up with a referrer's code, newest first. */
export function listInvitees(database: SqlClient, referrerUserId: number): Promise<InviteeRow[]> {
  return database.query<InviteeRow>(
    `SELECT u.first_name, u.last_name, r.created_at, r.rewarded_at
       FROM referrals r JOIN users u ON u.id = r.referred_user_id
      WHERE r.referrer_user_id = $1
      ORDER BY r.created_at DESC, r.id DESC`,
    [referrerUserId],
  );
}

/** Referral money credited to a guest as the referrer, in one currency. */
export async function sumReferrerEarnings(database: SqlClient, userId: number, currencyCode: string): Promise<number> {
  const [row] = await database.query<{ earned: number }>(
    `SELECT COALESCE(SUM(amount_minor), 0)::int AS earned FROM wallet_entries
      WHERE user_id = $1 AND currency_code = $2 AND entry_type = 'credit' AND reason = 'referral_reward'`,
    [userId, currencyCode],
  );
  return row?.earned ?? 0;
}
