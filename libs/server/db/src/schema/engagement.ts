import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';

/**
 * A gift to the charity campaign (accounts-commerce §2 donate, §7 verifyDonation), paid through the payment
 * provider. One row per donation form sent: the form's key makes a double submit the same donation and the same
 * provider order. Money in minor units of `currency_code`; `paid_at` only once the provider said paid.
 */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    clientKey: text('client_key').notNull(),
    userId: integer('user_id').references(() => users.id),
    donorName: text('donor_name').notNull().default(''),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** created, paid, failed. */
    status: text('status').notNull(),
    receiptNo: text('receipt_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('donations_client_key_idx').on(table.clientKey),
    uniqueIndex('donations_provider_order_idx').on(table.provider, table.providerOrderId),
    check('donations_amount_check', sql`${table.amount} > 0`),
    check('donations_status_check', sql`${table.status} IN ('created', 'paid', 'failed')`),
    check('donations_paid_check', sql`(${table.status} = 'paid') = (${table.paidAt} IS NOT NULL AND ${table.receiptNo} IS NOT NULL)`),
  ],
);

/** Whether an account takes the newsletter; a signed unsubscribe link turns it off (/service/newsletter-signout). */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  subscribed: boolean('subscribed').notNull(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** A booking's online check-in: when the guests arrive and who they are (one row per booking, replaced on change). */
export const onlineCheckins = pgTable('online_checkins', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  arrivalTime: text('arrival_time').notNull(),
  /** [{ name, nationality, id_type, id_number }] as the guest gave them. */
  guests: jsonb('guests').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A signed-in guest's score in one category of the daily travel quiz: one play per category and day. */
export const gameScores = pgTable(
  'game_scores',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    playedOn: date('played_on', { mode: 'string' }).notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('game_scores_one_play_idx').on(table.userId, table.category, table.playedOn),
    index('game_scores_category_idx').on(table.category, table.score),
    check('game_scores_score_check', sql`${table.score} >= 0`),
  ],
);
