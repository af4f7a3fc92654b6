import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';

/**
 * One payment asked of a provider for a booking (accounts-commerce §3 Payment): the up-front payment of an online
 * booking, a retry, the balance of a part payment, the difference of a date change, or a card check for save-card.
 * A card check of the general /booking/save-card belongs to a signed-in guest instead of a booking.
 * Money in minor units of `currency_code`.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').references(() => bookings.id),
    userId: integer('user_id').references(() => users.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** booking, balance, date_change or save_card. */
    purpose: text('purpose').notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** created, paid, failed, expired. */
    status: text('status').notNull(),
    /** The payment mode the guest chose on the provider's page (CC, UPI, NB…). */
    mode: text('mode'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order_idx').on(table.provider, table.providerOrderId),
    index('payment_orders_booking_idx').on(table.bookingId),
    index('payment_orders_user_idx').on(table.userId),
    check('payment_orders_owner_check', sql`${table.bookingId} IS NOT NULL OR (${table.userId} IS NOT NULL AND ${table.purpose} = 'save_card')`),
    check('payment_orders_amounts_check', sql`${table.amount} >= 0 AND ${table.refundedAmount} >= 0 AND ${table.refundedAmount} <= ${table.amount}`),
    check('payment_orders_status_check', sql`${table.status} IN ('created', 'paid', 'failed', 'expired')`),
  ],
);

/** Every provider event applied once: a replayed or late webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'payment_events_provider_event_pk', columns: [table.provider, table.eventId] })],
);

/** Money given back through the provider: a cancellation, a cheaper date change, a payment that came too late. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    amount: integer('amount').notNull(),
    /** Null while the refund is owed: decided and booked, not yet made by the provider (down or slow). */
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a process last started paying this owed refund: another one leaves it alone for a while. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [index('payment_refunds_order_idx').on(table.paymentOrderId), check('payment_refunds_amount_check', sql`${table.amount} > 0`)],
);

/**
 * A card the guest saved for a booking (/booking/{id}/save-card) or to their account (/booking/save-card): only the
 * provider's token and what identifies it.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').references(() => bookings.id),
    userId: integer('user_id').references(() => users.id),
    provider: text('provider').notNull(),
    providerCardToken: text('provider_card_token').notNull(),
    network: text('network').notNull(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('saved_cards_booking_idx').on(table.bookingId),
    index('saved_cards_user_idx').on(table.userId),
    uniqueIndex('saved_cards_token_idx').on(table.provider, table.providerCardToken),
    check('saved_cards_owner_check', sql`${table.bookingId} IS NOT NULL OR ${table.userId} IS NOT NULL`),
  ],
);

/**
 * The local sandbox provider's own books (it stands for a payment company's systems, so several API processes see
 * the same orders): one row per order with its hosted-page outcome and what it refunded.
 */
export const sandboxPaymentOrders = pgTable(
  'sandbox_payment_orders',
  {
    /** Random (128 bits): the hosted page's address is the order id, so it must not be guessable. */
    id: text('id').primaryKey(),
    /** The merchant's reference, its idempotency key: the same reference gives back the same order. */
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** created, paid, failed, pending (the guest's bank never answers: no webhook). */
    status: text('status').notNull(),
    /** order or card_check (save-card: a zero-amount check that returns a card token). */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    mode: text('mode'),
    cardToken: text('card_token'),
    cardNetwork: text('card_network'),
    cardLast4: text('card_last4'),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The references of the refunds made: the same reference refunds once, as with a real provider. */
    refundReferences: text('refund_references')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sandbox_payment_orders_reference_idx').on(table.reference),
    check('sandbox_payment_orders_refund_check', sql`${table.refundedAmount} >= 0 AND ${table.refundedAmount} <= ${table.amount}`),
  ],
);
