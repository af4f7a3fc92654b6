export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  bookingId: number;
}

/** Writes messages to the outbox in the caller's transaction: they exist exactly when the change they announce does. */
export async function enqueueMessages(tx: SqlClient, messages: readonly OutboxMessage[], now: Date): Promise<void> {
  for (const message of messages) {
    await tx.query(`INSERT INTO outbox_messages (channel, recipient, template, payload, booking_id, created_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6)`, [
      message.channel,
      message.recipient,
      message.template,
      JSON.stringify(message.payload),
      message.bookingId,
      now,
    ]);
  }
}

export interface StoredOutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  booking_id: number | null;
  created_at: Date;
  sent_at: Date | null;
}

/** The outbox of one booking, oldest first: what a developer reads to see what the guest was sent. */
export async function findOutboxMessages(database: SqlClient, bookingId: number): Promise<StoredOutboxMessage[]> {
  return database.query<StoredOutboxMessage>('SELECT * FROM outbox_messages WHERE booking_id = $1 ORDER BY id', [bookingId]);
}

import type { SqlClient } from '@stays/server-core';
