import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';

/**
 * The wallet as a ledger (accounts-commerce §3 Wallet): never a stored balance. A `credit` is a lot of wallet money
 * in one currency that expires at `expires_at`; a `debit` takes part of one lot for a booking; a `refund` gives part
 * of a lot back when that booking is cancelled. A lot's balance is its amount less its debits plus its refunds, and
 * it counts only until it expires. Rows are only ever inserted.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryType: text('entry_type').notNull(),
    /** Always positive; the entry type says which way it moves. */
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The lot a debit or refund moves money out of or back into (null on a credit). */
    creditId: integer('credit_id').references((): AnyPgColumn => walletEntries.id),
    /** When a credit's unspent money stops counting (credits only). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Why: signup_bonus, wizard_benefit, goodwill, referral_reward, referral_welcome, booking, booking_cancelled. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_entries_user_idx').on(table.userId, table.entryType),
    index('wallet_entries_credit_idx').on(table.creditId),
    index('wallet_entries_booking_idx').on(table.bookingId),
    check('wallet_entries_type_check', sql`${table.entryType} IN ('credit', 'debit', 'refund')`),
    check('wallet_entries_amount_check', sql`${table.amountMinor} > 0`),
    check(
      'wallet_entries_lot_check',
      sql`(${table.entryType} = 'credit' AND ${table.creditId} IS NULL AND ${table.expiresAt} IS NOT NULL) OR (${table.entryType} <> 'credit' AND ${table.creditId} IS NOT NULL)`,
    ),
  ],
);

/**
 * Wizard memberships (accounts-commerce §3 Wizard profile, §4 "Wizard membership"). A row is one subscription:
 * `pending` while its payment is open, `member` from starts_at until ends_at, `cancelled` when ended early.
 */
export const wizardMemberships = pgTable(
  'wizard_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** wizard or wizard_plus. */
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The member's home hotel (set base), if chosen. */
    homeHotelId: integer('home_hotel_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wizard_memberships_user_idx').on(table.userId),
    check('wizard_memberships_plan_check', sql`${table.plan} IN ('wizard', 'wizard_plus')`),
    check('wizard_memberships_status_check', sql`${table.status} IN ('pending', 'member', 'cancelled')`),
    check('wizard_memberships_period_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);
