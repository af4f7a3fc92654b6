import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { properties } from './properties';

/**
 * A guest's wishlist (accounts-commerce §3 "Wishlist", §7 shortlisthotel): one default list per account, which the
 * heart on a card or hotel page fills. `share_code` is the unguessable code of /wishlist/{wishlistCode}; null while
 * the list is not shared (removeSharedWishlist), replaced by generateNewLink.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shareCode: text('share_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
  },
  (table) => [
    // "default_shortlist": one list per account, so two tabs shortlisting at once cannot make two.
    uniqueIndex('wishlists_user_idx').on(table.userId),
    uniqueIndex('wishlists_share_code_idx').on(table.shareCode),
    check('wishlists_share_code_check', sql`${table.shareCode} IS NULL OR ${table.shareCode} ~ '^[A-Za-z0-9_-]{16,64}$'`),
  ],
);

/** A property on a wishlist ("Wishlist up to 50 items", enforced by the service under a row lock of the list). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.wishlistId, table.propertyId] }), index('wishlist_items_property_idx').on(table.propertyId)],
);

/**
 * "POST autocompletenew/feedback" (accounts-commerce §7; guest-journey §7 "POST autocomplete feedback"): which
 * suggestion a guest picked (or dismissed) for what they typed, so suggestions can be ranked by use.
 */
export const autocompleteFeedback = pgTable(
  'autocomplete_feedback',
  {
    id: serial('id').primaryKey(),
    query: text('query').notNull(),
    suggestionId: text('suggestion_id').notNull(),
    suggestionType: text('suggestion_type').notNull(),
    action: text('action').notNull(),
    position: integer('position'),
    brandId: text('brand_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's own id of the guest or device (the autocomplete call's `userId`), kept also when nobody is signed in. */
    clientUserId: text('client_user_id'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('autocomplete_feedback_action_check', sql`${table.action} IN ('selected', 'dismissed')`),
    check('autocomplete_feedback_device_check', sql`${table.device} IS NULL OR ${table.device} IN ('desktop', 'mobile', 'app')`),
    index('autocomplete_feedback_suggestion_idx').on(table.suggestionType, table.suggestionId),
  ],
);
