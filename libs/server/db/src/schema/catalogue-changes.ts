import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The catalogue's change feed: triggers (migration catalogue_change_feed) append one row per changed room category's
 * nights ('nights'), per changed property, its pictures, tags, amenities or room categories ('property'), and per
 * change to a place ('places'), in the same transaction as the change. Each API process polls it from the sequence it
 * has seen, so its in-memory catalogue index follows PostgreSQL. Rows older than an hour are pruned by the pollers.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    propertyId: integer('property_id'),
    roomCategoryId: integer('room_category_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalogue_changes_changed_at_idx').on(table.changedAt)],
);
