import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@stays/server-db';
import { outboxNotifications } from './outbox-adapter';
import { readOutbox } from './outbox-reader';
import { createTestDatabase } from '@stays/server-db/testing';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2026-06-01T06:00:00Z');

describe('the outbox notification adapter', () => {
  it('writes each message as an unsent outbox row that the reader returns newest first for its recipient only', async () => {
    await outboxNotifications.send(
      database,
      [
        { channel: 'sms', recipient: '+919812345678', template: 'login_otp', payload: { otp: '123456' } },
        { channel: 'email', recipient: 'Asha@Example.com', template: 'reset_password', payload: { link: 'http://localhost:4200/reset-password?t=1' } },
        { channel: 'sms', recipient: '+919812345678', template: 'login_otp', payload: { otp: '654321' } },
      ],
      NOW,
    );

    const sms = await readOutbox(database, '+919812345678');
    expect(sms.map((message) => message.payload['otp'])).toEqual(['654321', '123456']);
    expect(sms.every((message) => message.sent_at === null && message.booking_id === null && message.created_at === NOW.toISOString())).toBe(true);

    const mail = await readOutbox(database, 'asha@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', template: 'reset_password' });
    expect(await readOutbox(database, '+919800000000')).toEqual([]);
  });
});
