import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, countries, localities } from './geography';

/** A holiday park: one site grouping several holiday homes, searched as a whole (searchType holiday_park). */
export const holidayParks = pgTable(
  'holiday_parks',
  {
    id: integer('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('holiday_parks_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`)],
);

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    propertyType: text('property_type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    /** One line that sums the property up (GET hotelonelinerinfo/{id}); null when it has none. */
    oneLiner: text('one_liner'),
    address: text('address').notNull(),
    /** The front desk's phone in international form (+91…): the booking page's call button; null when unknown. */
    phone: text('phone'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    localityId: integer('locality_id').references(() => localities.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    category: text('category').notNull(),
    ratingValue: numeric('rating_value', { precision: 2, scale: 1 }),
    ratingCount: integer('rating_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
    checkinTime: text('checkin_time').notNull().default('12:00'),
    checkoutTime: text('checkout_time').notNull().default('11:00'),
    minRooms: integer('min_rooms').notNull().default(1),
    maxRooms: integer('max_rooms').notNull().default(10),
    noOfBedrooms: integer('no_of_bedrooms'),
    noOfPeople: integer('no_of_people'),
    noOfPets: integer('no_of_pets'),
    noForeignGuests: boolean('no_foreign_guests').notNull().default(false),
    noUnmarriedCouples: boolean('no_unmarried_couples').notNull().default(false),
    noLocalIds: boolean('no_local_ids').notNull().default(false),
    noPostpaid: boolean('no_postpaid').notNull().default(false),
    status: text('status').notNull().default('active'),
    providerHotelCode: text('provider_hotel_code'),
    /** The holiday park the home lies in; null for a property outside any park. */
    holidayParkId: integer('holiday_park_id').references(() => holidayParks.id),
    /** The curated collection the property belongs to (searchType townhouse or silverkey); null for none. */
    collection: text('collection'),
  },
  (table) => [
    check('properties_property_type_check', sql`${table.propertyType} IN ('hotel', 'home')`),
    check('properties_status_check', sql`${table.status} IN ('active', 'disabled')`),
    check('properties_brand_check', sql`${table.brandId} IN ('nivaas', 'dunelight', 'dunelight-in')`),
    check('properties_collection_check', sql`${table.collection} IS NULL OR ${table.collection} IN ('townhouse', 'silverkey')`),
    index('properties_holiday_park_idx').on(table.holidayParkId),
    index('properties_collection_idx')
      .on(table.collection)
      .where(sql`${table.collection} IS NOT NULL`),
    check('properties_rating_check', sql`${table.ratingValue} IS NULL OR (${table.ratingValue} >= 0 AND ${table.ratingValue} <= 5)`),
    index('properties_city_status_idx').on(table.cityId, table.status),
    index('properties_locality_idx').on(table.localityId),
    index('properties_country_idx').on(table.countryId),
    index('properties_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.position] })],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const propertyTags = pgTable(
  'property_tags',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.tagId] }), index('property_tags_tag_idx').on(table.tagId)],
);

export const amenities = pgTable('amenities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

export const propertyAmenities = pgTable(
  'property_amenities',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.amenityId] })],
);

/** Review sources as the spec's review types: own 0, google 2 (1 means "all" in queries, never stored). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    source: smallint('source').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The booking a guest rated on /user-ratings/{bookingId} (postCheckoutFeedback): one review per booking; null for others. */
    bookingId: integer('booking_id').unique(),
  },
  (table) => [
    check('reviews_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_source_check', sql`${table.source} IN (0, 2)`),
    index('reviews_property_idx').on(table.propertyId),
  ],
);
