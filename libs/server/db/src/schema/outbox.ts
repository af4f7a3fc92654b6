import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * The notification outbox: e-mails and SMS written in the same transaction as the change they announce, sent
 * later by a dispatcher (sent_at stays NULL until then). A developer reads it to see what a guest would get.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    /** The e-mail address or phone number the message goes to. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('outbox_messages_channel_check', sql`${table.channel} IN ('email', 'sms')`),
    index('outbox_messages_booking_idx').on(table.bookingId),
    index('outbox_messages_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);
