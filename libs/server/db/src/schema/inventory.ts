import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { properties } from './properties';

export const roomCategories = pgTable(
  'room_categories',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Denormalised from the property so that search by city reads one table. */
    cityId: integer('city_id').notNull(),
    name: text('name').notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    singleBedBaseTariff: integer('single_bed_base_tariff').notNull(),
    doubleBedBaseTariff: integer('double_bed_base_tariff').notNull(),
    extraBedBaseTariff: integer('extra_bed_base_tariff').notNull(),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    oneLiner: text('one_liner'),
    /** Meals and extras: `[{ code, included, price }]` (price per room per night in minor units, null when included). */
    services: jsonb('services')
      .notNull()
      .default(sql`'[]'::jsonb`),
    views: text('views')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Amenities the category lacks, each with the property's words for it: `[{ name, absent_description }]`. */
    restrictedAmenities: jsonb('restricted_amenities')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Pictures and videos in display order: `[{ type, url, caption }]`; read whole with the category, never queried inside. */
    media: jsonb('media')
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check(
      'room_categories_details_check',
      sql`jsonb_typeof(${table.services}) = 'array' AND jsonb_typeof(${table.restrictedAmenities}) = 'array' AND jsonb_typeof(${table.media}) = 'array'`,
    ),
    check('room_categories_tariffs_check', sql`${table.singleBedBaseTariff} > 0 AND ${table.doubleBedBaseTariff} > 0 AND ${table.extraBedBaseTariff} >= 0`),
    index('room_categories_property_idx').on(table.propertyId),
    index('room_categories_city_idx').on(table.cityId),
  ],
);

/** Inventory and price: one row per room category per night. A booking takes every night of its stay or none. */
export const roomNights = pgTable(
  'room_nights',
  {
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
    priceMinor: integer('price_minor').notNull(),
    slasherPriceMinor: integer('slasher_price_minor'),
    minStay: integer('min_stay').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.roomCategoryId, table.night] }),
    check('room_nights_sold_check', sql`${table.sold} >= 0 AND ${table.sold} <= ${table.total}`),
    check('room_nights_price_check', sql`${table.priceMinor} > 0`),
  ],
);

/**
 * The search summary of room_nights (migration 0006): per room category, one row per window of 48 nights starting
 * every 32 nights from 2000-01-01 (window k covers the nights 2000-01-01 + 32k … + 32k + 47), so every stay of up to
 * 17 nights lies inside one row. Arrays hold one slot per night of the window (NULL where the night does not exist):
 * free rooms (total - sold), rate, slasher price and minimum stay. With the category's tariffs and its place beside
 * them, search prices and checks a category for a stay from one row instead of one row per night.
 * Maintained only by triggers in the same statement as every change to room_nights (and to a category's tariffs),
 * so it can never disagree with the inventory a booking takes; the SQL lives in the migration.
 */
export const roomNightWindows = pgTable(
  'room_night_windows',
  {
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'cascade' }),
    windowIndex: integer('window_index').notNull(),
    firstNight: date('first_night', { mode: 'string' }).notNull(),
    propertyId: integer('property_id').notNull(),
    cityId: integer('city_id').notNull(),
    countryId: integer('country_id').notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    singleBedBaseTariff: integer('single_bed_base_tariff').notNull(),
    doubleBedBaseTariff: integer('double_bed_base_tariff').notNull(),
    extraBedBaseTariff: integer('extra_bed_base_tariff').notNull(),
    free: integer('free').array().notNull(),
    rate: integer('rate').array().notNull(),
    slasher: integer('slasher').array().notNull(),
    minStay: integer('min_stay').array().notNull(),
  },
  // Its covering index room_night_windows_place_idx (INCLUDE, which drizzle cannot express) is in the migration.
  (table) => [primaryKey({ columns: [table.roomCategoryId, table.windowIndex] })],
);
