import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';

/** PostgreSQL's bytea (drizzle 0.45 has no column type of its own for it). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An issue a signed-in guest raised about one of their bookings from the help page (accounts-commerce §7
 * selfServeRaiseIssue): what it is about, their words, and where our team has got with it.
 */
export const helpIssues = pgTable(
  'help_issues',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** refund, invoice, property_problem, payment, other (the self-serve issue codes that are raised, not linked). */
    issueCode: text('issue_code').notNull(),
    description: text('description').notNull(),
    /** open, in_progress, resolved. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('help_issues_user_idx').on(table.userId),
    index('help_issues_booking_idx').on(table.bookingId),
    check('help_issues_status_check', sql`${table.status} IN ('open', 'in_progress', 'resolved')`),
  ],
);

/**
 * A picture a guest uploaded for an issue (yoImageUpload), kept in the database itself: one row holds the whole
 * image, so a failed upload leaves nothing behind. It belongs to its uploader until an issue takes it.
 */
export const helpUploads = pgTable(
  'help_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    issueId: integer('issue_id').references(() => helpIssues.id),
    /** image/jpeg, image/png or image/webp: read from the bytes, never from what the browser claimed. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('help_uploads_user_idx').on(table.userId),
    index('help_uploads_issue_idx').on(table.issueId),
    check('help_uploads_type_check', sql`${table.contentType} IN ('image/jpeg', 'image/png', 'image/webp')`),
    check('help_uploads_size_check', sql`${table.byteSize} > 0 AND ${table.byteSize} = octet_length(${table.bytes})`),
  ],
);
