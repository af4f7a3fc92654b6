import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, otpReplySchema } from '@stays/api-client';
import { readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { createTestDatabase } from '@stays/server-db/testing';
import { outboxNotifications, readOutbox, type NotificationPort } from '@stays/server-notifications';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';

// The SMS and e-mail channel goes down (a provider timing out) while guests sign in, then comes back.
let database: Database;
let app: FastifyInstance;
let channelDown = false;

/** The outbox adapter behind a switch: down, it fails as a provider's adapter does when its provider times out. */
const flakyChannel: NotificationPort = {
  async send(tx, messages, now) {
    if (channelDown) throw new Error('sms provider: request timed out after 10000 ms');
    await outboxNotifications.send(tx, messages, now);
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApiServer({ database, logger: false, notifications: flakyChannel, accounts: readAccountsConfig({ ACCOUNTS_SECRET: 'n'.repeat(40) }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const failure = (response: { json: () => unknown }) => apiErrorSchema.strict().parse(response.json());

describe('the SMS and e-mail channel is down', () => {
  it('phone sign-in says the code could not be sent, keeps nothing half-done, and works as soon as the channel is back', async () => {
    const guest = new AccountTestBrowser(() => app, '198.51.100.70');
    const phone = { phone: '9000070001', country_code: '+91' };

    channelDown = true;
    const refused = await guest.call('POST', '/api/pwa/generateByPhone', phone);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(failure(refused)).toEqual({
      statusCode: 503,
      code: 'NOTIFICATIONS_UNAVAILABLE',
      message: 'The message could not be sent just now: try again in a minute.',
    });
    // No code the guest never received, and no resend wait started by a send that did not happen.
    expect(await database.query('SELECT id FROM otp_codes WHERE phone = $1', [phone.phone])).toEqual([]);
    expect(await readOutbox(database, '+919000070001')).toEqual([]);

    channelDown = false;
    const sent = await guest.call('POST', '/api/pwa/generateByPhone', phone);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(otpReplySchema.parse(sent.json()).otp_sent).toBe(true);
    const signedUp = await guest.call('POST', '/api/pwa/userSignUp', {
      ...phone,
      code: await latestOtp(database, '+919000070001'),
      name: 'Kavya Menon',
      email: 'kavya.menon@example.com',
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
  });

  it('an e-mail code for a signed-in guest fails the same way and is sent once the channel is back', async () => {
    const guest = new AccountTestBrowser(() => app, '198.51.100.71');
    const phone = { phone: '9000070002', country_code: '+91' };
    await guest.call('POST', '/api/pwa/generateByPhone', phone);
    await guest.call('POST', '/api/pwa/userSignUp', {
      ...phone,
      code: await latestOtp(database, '+919000070002'),
      name: 'Rohan Das',
      email: 'rohan.das@example.com',
    });

    const sentBefore = (await readOutbox(database, 'rohan.das@example.com')).length;

    channelDown = true;
    const refused = await guest.call('POST', '/api/pwa/generateEmailOtp', { email: 'rohan.das@example.com' });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(failure(refused).code).toBe('NOTIFICATIONS_UNAVAILABLE');
    expect(await readOutbox(database, 'rohan.das@example.com')).toHaveLength(sentBefore);

    channelDown = false;
    const sent = await guest.call('POST', '/api/pwa/generateEmailOtp', { email: 'rohan.das@example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await readOutbox(database, 'rohan.das@example.com')).toHaveLength(sentBefore + 1);
  });
});
