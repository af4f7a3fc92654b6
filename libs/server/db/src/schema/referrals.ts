import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { walletEntries } from './wallet';

/** A guest's own referral code (accounts-commerce §3 "Referral"): one per account, made when first asked for. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A new guest who signed up with another guest's code. One row per new guest (a guest is referred once), never by
 * themselves. `rewarded_at` is set, once, when the new guest's first stay is completed and both wallets are credited.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** The completed stay that earned the reward. */
    rewardedBookingId: integer('rewarded_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerUserId),
    check('referrals_not_self_check', sql`${table.referrerUserId} <> ${table.referredUserId}`),
  ],
);

/** The wallet credits a referral paid: at most one to the referrer and one to the new guest (the primary key). */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    /** referrer or referee. */
    beneficiary: text('beneficiary').notNull(),
    walletEntryId: integer('wallet_entry_id')
      .notNull()
      .references(() => walletEntries.id),
  },
  (table) => [
    primaryKey({ columns: [table.referralId, table.beneficiary] }),
    check('referral_rewards_beneficiary_check', sql`${table.beneficiary} IN ('referrer', 'referee')`),
  ],
);
