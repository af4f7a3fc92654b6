import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { roomCategories } from './inventory';
import { users } from './accounts';
import { deals } from './deals';
import { quotations } from './quotations';

/**
 * A guest's booking of one room category for a stay (guest-journey §3 "Booking"). Money in minor units of
 * `currency_code`. `status_key`, `state` and `payment_status_id` hold the spec's codes (status-mapping).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** booking_no / invoice_no: what the guest types to look the booking up. */
    invoiceNo: text('invoice_no').notNull().unique(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    checkout: date('checkout', { mode: 'string' }).notNull(),
    nightsCount: integer('nights_count').notNull(),
    rooms: integer('rooms').notNull(),
    /** rooms_config: one { adults, children, infants, pets } per room. */
    guestsConfig: jsonb('guests_config').notNull(),
    noOfGuest: integer('no_of_guest').notNull(),
    statusKey: smallint('status_key').notNull(),
    state: text('state').notNull(),
    paymentStatusId: smallint('payment_status_id').notNull(),
    totalAmount: integer('total_amount').notNull(),
    slasherAmount: integer('slasher_amount'),
    discount: integer('discount').notNull().default(0),
    /** Tax charged on top of the room price (tax-exclusive countries); final_amount includes it. */
    taxAmount: integer('tax_amount').notNull().default(0),
    finalAmount: integer('final_amount').notNull(),
    payableAmount: integer('payable_amount').notNull(),
    amountPaid: integer('amount_paid').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
    payAtHotel: boolean('pay_at_hotel').notNull(),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    guestCountryCode: text('guest_country_code').notNull(),
    source: text('source').notNull(),
    /** The device role the site booked with (accounts-commerce §6: from the microsite config, Consumer_Guest by default). */
    deviseRole: text('devise_role').notNull().default('Consumer_Guest'),
    requestType: text('request_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancellationReason: smallint('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The signed-in guest who booked (my bookings); null for a booking made without signing in. */
    userId: integer('user_id').references(() => users.id),
    /** An unpaid online booking holds its rooms until this instant; null once paid, or for pay at the property. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Who made the booking, for the limits on rooms held unpaid: 'user:<id>' for a signed-in guest, else
     * 'address:<sha256 of the address>'. Null for bookings made before it was kept.
     */
    clientKey: text('client_key'),
    /** Part payment: the least the guest pays online up front (0: the whole payable amount). */
    minimumPrepayAmount: integer('minimum_prepay_amount').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    wizardDiscount: integer('wizard_discount').notNull().default(0),
    walletAmount: integer('wallet_amount').notNull().default(0),
    /** The first night of every room: what the cancellation policy charges after its free period. */
    firstNightAmount: integer('first_night_amount').notNull().default(0),
    cancellationCharge: integer('cancellation_charge'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The booking this one replaced (DATE_CHANGE or PROPERTY_CHANGE). */
    replacesBookingId: integer('replaces_booking_id'),
    /** The deal whose price the booking was made at (createBooking's deal_id), kept with the amounts it explains. */
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    /** The quotation whose nightly prices capped the booking's price (createBooking's quotation_id). */
    quotationId: text('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    /** Meals the guest added (createBooking's booking.services.meals), among those the room category offers. */
    meals: jsonb('meals').$type<string[]>().notNull().default([]),
    /** What the added meals cost, every room and night, before tax (part of total_amount). */
    mealsAmount: integer('meals_amount').notNull().default(0),
    /** Early check-in asked for (booking.additional_charge_info): its charge, part of total_amount (0: not asked). */
    earlyCheckinAmount: integer('early_checkin_amount').notNull().default(0),
    /** Where the booking came from, as the caller names it (booking.sub_source, booking.utm_source). */
    subSource: text('sub_source'),
    utmSource: text('utm_source'),
  },
  (table) => [
    check('bookings_stay_check', sql`${table.checkout} > ${table.checkin} AND ${table.nightsCount} > 0 AND ${table.rooms} > 0`),
    check(
      'bookings_amounts_check',
      sql`${table.totalAmount} >= 0 AND ${table.finalAmount} >= 0 AND ${table.payableAmount} >= 0 AND ${table.amountPaid} >= 0 AND ${table.discount} >= 0`,
    ),
    check('bookings_state_check', sql`${table.state} IN ('confirmed', 'completed', 'cancelled', 'requested', 'saved')`),
    check('bookings_request_type_check', sql`${table.requestType} IN ('NEW', 'PROPERTY_CHANGE', 'DATE_CHANGE')`),
    index('bookings_property_idx').on(table.propertyId),
    index('bookings_room_category_idx').on(table.roomCategoryId, table.checkin),
    index('bookings_user_idx').on(table.userId, table.checkin),
    index('bookings_hold_expiry_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.holdExpiresAt} IS NOT NULL`),
    index('bookings_client_hold_idx')
      .on(table.clientKey, table.holdExpiresAt)
      .where(sql`${table.holdExpiresAt} IS NOT NULL`),
  ],
);
