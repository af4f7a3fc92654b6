import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { wizardMemberships } from './wallet';

/**
 * One purchase, renewal or upgrade of a wizard membership (accounts-commerce §7 "membership subscription create",
 * wizard payment). It is opened by the subscription call, paid by the wizard payment (wallet money, then the gateway
 * for the rest) and only then touches wizard_memberships: a failed or abandoned payment leaves no membership.
 * Money in minor units of `currency_code`: amount = price − coupon_discount = wallet + gateway.
 */
export const wizardOrders = pgTable(
  'wizard_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** wizard or wizard_plus: the plan the membership has once paid. */
    plan: text('plan').notNull(),
    /** purchase, renew or upgrade. */
    action: text('action').notNull(),
    priceMinor: integer('price_minor').notNull(),
    couponCode: text('coupon_code'),
    couponDiscountMinor: integer('coupon_discount_minor').notNull().default(0),
    walletMinor: integer('wallet_minor').notNull().default(0),
    gatewayMinor: integer('gateway_minor').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
    baseHotelId: integer('base_hotel_id'),
    /** open (not paid yet), paying (a gateway order is open), paid, failed. */
    status: text('status').notNull(),
    provider: text('provider'),
    providerOrderId: text('provider_order_id'),
    /** How many gateway orders this subscription has opened (the next one's reference). */
    gatewayAttempts: integer('gateway_attempts').notNull().default(0),
    paymentMethodPreselect: text('payment_method_preselect'),
    redirectUrl: text('redirect_url'),
    /** The wizard payment's Idempotency-Key: the same key pays once. */
    idempotencyKey: text('idempotency_key'),
    membershipId: integer('membership_id').references(() => wizardMemberships.id),
    walletCredited: boolean('wallet_credited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('wizard_orders_user_idx').on(table.userId, table.status),
    uniqueIndex('wizard_orders_provider_order_idx').on(table.provider, table.providerOrderId),
    uniqueIndex('wizard_orders_idempotency_idx').on(table.userId, table.idempotencyKey),
    check('wizard_orders_plan_check', sql`${table.plan} IN ('wizard', 'wizard_plus')`),
    check('wizard_orders_action_check', sql`${table.action} IN ('purchase', 'renew', 'upgrade')`),
    check('wizard_orders_status_check', sql`${table.status} IN ('open', 'paying', 'paid', 'failed')`),
    check(
      'wizard_orders_amounts_check',
      sql`${table.priceMinor} >= 0 AND ${table.couponDiscountMinor} >= 0 AND ${table.walletMinor} >= 0 AND ${table.gatewayMinor} >= 0`,
    ),
  ],
);

/**
 * Coupons of the wizard membership (POST validate-wizard-coupon), apart from the stay coupons: percent off the plan's
 * price, capped by max_discount_minor when set; plan null means every plan. Each guest uses one once.
 */
export const wizardCoupons = pgTable(
  'wizard_coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; guests may type any case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off').notNull(),
    maxDiscountMinor: integer('max_discount_minor'),
    plan: text('plan'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('wizard_coupons_code_idx').on(table.code),
    check('wizard_coupons_code_upper_check', sql`${table.code} = upper(${table.code})`),
    check('wizard_coupons_percent_check', sql`${table.percentOff} > 0 AND ${table.percentOff} <= 100`),
    check('wizard_coupons_plan_check', sql`${table.plan} IS NULL OR ${table.plan} IN ('wizard', 'wizard_plus')`),
  ],
);
