import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { paymentOrders } from './payments';

/**
 * POST fraudDetection's verdicts (accounts-commerce §7): who was judged (phone, device fingerprint, address hash), the
 * signals that counted and the verdict. Later checks count earlier ones (a device trying many phones).
 */
export const fraudVerdicts = pgTable(
  'fraud_verdicts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    deviceId: text('device_id').notNull(),
    addressKey: text('address_key').notNull(),
    invoiceNo: text('invoice_no'),
    score: integer('score').notNull(),
    verdict: text('verdict').notNull(),
    signals: jsonb('signals').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('fraud_verdicts_verdict_check', sql`${table.verdict} IN ('allow', 'review', 'block')`),
    index('fraud_verdicts_device_idx').on(table.deviceId, table.createdAt),
    index('fraud_verdicts_phone_idx').on(table.phone, table.createdAt),
  ],
);

/** POST extraAmount's charges: guests added to a booking and the payment order that charges them. */
export const bookingExtraCharges = pgTable(
  'booking_extra_charges',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    reason: text('reason').notNull(),
    extraAdults: smallint('extra_adults').notNull(),
    extraChildren: smallint('extra_children').notNull(),
    amount: integer('amount').notNull(),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('booking_extra_charges_amount_check', sql`${table.amount} > 0`), index('booking_extra_charges_booking_idx').on(table.bookingId)],
);

/**
 * The meals of a booking, one row per meal (guest-journey §3 "Meal booking: category_code, guest_count,
 * meal_booking_id, status"): added at booking or later Confirmed; removed Cancelled (kept, never deleted).
 * One Confirmed row per booking and meal.
 */
export const bookingMeals = pgTable(
  'booking_meals',
  {
    /** meal_booking_id */
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** category_code: breakfast, lunch or dinner. */
    categoryCode: text('category_code').notNull(),
    guestCount: smallint('guest_count').notNull(),
    /** What it costs, every room and night, before tax where tax is added. */
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('booking_meals_status_check', sql`${table.status} IN ('Confirmed', 'Cancelled')`),
    check('booking_meals_code_check', sql`${table.categoryCode} IN ('breakfast', 'lunch', 'dinner')`),
    check('booking_meals_amount_check', sql`${table.amount} >= 0 AND ${table.guestCount} > 0`),
    uniqueIndex('booking_meals_confirmed_idx')
      .on(table.bookingId, table.categoryCode)
      .where(sql`${table.status} = 'Confirmed'`),
  ],
);

/**
 * What a guest said of a stay (accounts-commerce §7 checkoutFeedback and postCheckoutFeedback): at check-out, and after
 * the stay on /user-ratings/{bookingId}, whose rating and review also become a review of the property. One of each
 * kind per booking, never edited.
 */
export const stayFeedback = pgTable(
  'stay_feedback',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    rating: smallint('rating').notNull(),
    comments: text('comments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stay_feedback_kind_check', sql`${table.kind} IN ('checkout', 'post_checkout')`),
    check('stay_feedback_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
    uniqueIndex('stay_feedback_booking_kind_idx').on(table.bookingId, table.kind),
  ],
);

/** Taps on a snackbar (accounts-commerce §7 "Feedback: … widget_id, item_id, action"), kept as they come. */
export const widgetFeedback = pgTable('widget_feedback', {
  id: serial('id').primaryKey(),
  widgetId: text('widget_id').notNull(),
  itemId: text('item_id').notNull(),
  action: text('action').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
