import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * Deals (guest-journey §2 "/deals/{dealName}: Deal page", §7 "GET deal info by {id}", hotel details' deal_id and
 * deals_info): a brand's named offer of discount_percentage off the stay price at the properties it lists. It is on
 * offer from valid_from until valid_until (then it has expired) and covers the stays whose every night falls in its
 * booking window, stay_from up to stay_until (the checkout day, at the latest). Its cities are those of its properties.
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    /** The page's address: /deals/{url_name}. */
    urlName: text('url_name').notNull(),
    brandId: text('brand_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    /** Terms and conditions, one per line of the dealTnC modal. */
    terms: text('terms').array().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    stayFrom: date('stay_from', { mode: 'string' }).notNull(),
    stayUntil: date('stay_until', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('deals_url_name_idx').on(table.urlName),
    check('deals_url_name_check', sql`${table.urlName} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('deals_brand_check', sql`${table.brandId} IN ('nivaas', 'dunelight', 'dunelight-in')`),
    check('deals_discount_check', sql`${table.discountPercentage} BETWEEN 1 AND 90`),
    check('deals_validity_check', sql`${table.validFrom} < ${table.validUntil}`),
    check('deals_stay_window_check', sql`${table.stayFrom} < ${table.stayUntil}`),
  ],
);

/** The properties a deal applies to (of the deal's brand: the service only lists and prices those). */
export const dealProperties = pgTable(
  'deal_properties',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.dealId, table.propertyId] }), index('deal_properties_property_idx').on(table.propertyId)],
);
