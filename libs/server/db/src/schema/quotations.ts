import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { roomCategories } from './inventory';
import { properties } from './properties';

/**
 * Quotations (the hotel page's is_quotation and createBooking's quotation_id, guest-journey §2 and §7): a travel agent
 * or business account fixes the nightly prices of one room category for one stay and sends the link to a guest. While
 * it is valid the stay is never priced above those nights (a night that got cheaper is charged at today's price); the
 * id is the link's secret, so it is long and random.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: text('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'cascade' }),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    checkout: date('checkout', { mode: 'string' }).notNull(),
    roomsConfig: text('rooms_config').notNull(),
    /** The category's price of each night of the stay when quoted, in minor units, in date order. */
    nightPrices: integer('night_prices').array().notNull(),
    /** The stay's price before tax when quoted (rooms, guests and nights), as the hotel page showed it. */
    quotedPrice: integer('quoted_price').notNull(),
    currencyCode: text('currency_code').notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('quotations_created_by_idx').on(table.createdByUserId),
    check('quotations_stay_check', sql`${table.checkin} < ${table.checkout}`),
    check('quotations_nights_check', sql`cardinality(${table.nightPrices}) = ${table.checkout} - ${table.checkin}`),
    check('quotations_validity_check', sql`${table.createdAt} < ${table.expiresAt}`),
  ],
);
