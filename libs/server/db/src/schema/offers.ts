import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { countries } from './geography';

/**
 * Coupons (guest-journey §4 "Coupon", §6 "Coupon and wallet money apply only to logged-in users"). A percentage
 * coupon takes discount_value percent of the stay (capped by max_discount_minor when set); a flat one takes
 * discount_value minor units of its currency. A stay below min_amount_minor does not qualify.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; guests may type any case. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    discountType: text('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    maxDiscountMinor: integer('max_discount_minor'),
    /** The currency of the flat amount, the cap and the minimum; null means any (percentage coupons without a cap or minimum). */
    currencyCode: text('currency_code'),
    minAmountMinor: integer('min_amount_minor').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** How many bookings one guest may make with the coupon. */
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** null: every brand / country. */
    brandId: text('brand_id'),
    countryId: integer('country_id').references(() => countries.id),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('coupons_code_idx').on(table.code),
    check('coupons_code_upper_check', sql`${table.code} = upper(${table.code})`),
    check('coupons_discount_type_check', sql`${table.discountType} IN ('percentage', 'flat')`),
    check('coupons_discount_value_check', sql`${table.discountValue} > 0 AND (${table.discountType} <> 'percentage' OR ${table.discountValue} <= 100)`),
    check('coupons_flat_currency_check', sql`${table.discountType} <> 'flat' OR ${table.currencyCode} IS NOT NULL`),
    check('coupons_validity_check', sql`${table.validFrom} < ${table.validUntil}`),
    check('coupons_per_user_limit_check', sql`${table.perUserLimit} >= 1`),
    check('coupons_brand_check', sql`${table.brandId} IS NULL OR ${table.brandId} IN ('nivaas', 'dunelight', 'dunelight-in')`),
  ],
);

/** One booking paid with a coupon: counts against the coupon's per-user limit. Written with the booking, in its transaction. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    discountMinor: integer('discount_minor').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupon_redemptions_booking_idx').on(table.bookingId), index('coupon_redemptions_coupon_user_idx').on(table.couponId, table.userId)],
);
