import { boolean, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** One row per country a brand sells; `id` is the brand country id (spec accounts-commerce §9). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  timeZone: text('time_zone').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    state: text('state'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    popular: boolean('popular').notNull().default(false),
    metaDescription: text('meta_description'),
    imageUrl: text('image_url'),
  },
  (table) => [
    uniqueIndex('cities_country_slug_unique').on(table.countryId, table.slug),
    index('cities_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('localities_city_idx').on(table.cityId), index('localities_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`)],
);
