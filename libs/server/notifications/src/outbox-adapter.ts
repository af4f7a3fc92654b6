import type { Notification, NotificationPort, NotificationSqlClient } from './notification';

/** The local adapter: every message becomes a row of outbox_messages (sent_at NULL until a dispatcher sends it). */
export const outboxNotifications: NotificationPort = {
  async send(tx: NotificationSqlClient, messages: readonly Notification[], now: Date): Promise<void> {
    for (const message of messages) {
      await tx.query(`INSERT INTO outbox_messages (channel, recipient, template, payload, booking_id, created_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6)`, [
        message.channel,
        message.recipient,
        message.template,
        JSON.stringify(message.payload),
        message.bookingId ?? null,
        now,
      ]);
    }
  },
};
