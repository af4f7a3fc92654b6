import type { NotificationSqlClient } from './notification';

export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  booking_id: number | null;
  created_at: string;
  sent_at: string | null;
}

const OUTBOX_READ_LIMIT = 50;

/**
 * What was sent to one recipient (an e-mail address, or a phone number with its country code), newest first:
 * how a developer, or a journey, reads the SMS OTP or the reset link a guest would have received.
 */
export async function readOutbox(database: NotificationSqlClient, recipient: string, limit = OUTBOX_READ_LIMIT): Promise<OutboxEntry[]> {
  const rows = await database.query<Omit<OutboxEntry, 'created_at' | 'sent_at'> & { created_at: Date | string; sent_at: Date | string | null }>(
    `SELECT id, channel, recipient, template, payload, booking_id, created_at, sent_at
       FROM outbox_messages WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2`,
    [recipient.trim(), Math.max(1, Math.min(limit, OUTBOX_READ_LIMIT))],
  );
  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  }));
}
