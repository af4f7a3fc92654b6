import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, otpReplySchema } from '@stays/api-client';
import { OTP_RESEND_AFTER_SECONDS, readAccountsConfig } from '@stays/server-accounts';
import { readOutbox } from '@stays/server-notifications';
import type { Database } from '@stays/server-db';
import { createTestDatabase } from '@stays/server-db/testing';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';

// The account e-mails link to the site (brand and country) the guest asked from, and only ever to one of ours.
let database: Database;
let app: FastifyInstance;
let clock = new Date('2026-06-01T06:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApiServer({
    database,
    now: () => clock,
    accounts: readAccountsConfig({ ACCOUNTS_SECRET: 's'.repeat(40), WEB_ORIGIN: 'http://localhost:4200' }),
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let sequence = 0;
/** A guest on one site: the Host header the web server's proxy passes on is that site's. */
function guestOn(host: string) {
  sequence += 1;
  const phone = `97${String(20_000_000 + sequence * 7919).slice(-8)}`;
  const browser = new AccountTestBrowser(() => app, `198.51.100.${sequence}`);
  return { phone, email: `site${sequence}@example.com`, browser, call: (url: string, payload: unknown) => browser.call('POST', url, payload, { host }) };
}

async function signUpByPhone(guest: ReturnType<typeof guestOn>, email: string | undefined) {
  clock = new Date(clock.getTime() + OTP_RESEND_AFTER_SECONDS * 1000);
  const otp = otpReplySchema.parse((await guest.call('/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+31' })).json());
  expect(otp.is_user_present).toBe(false);
  const code = await latestOtp(database, `+31${guest.phone}`);
  const created = await guest.call('/api/pwa/userSignUp', {
    phone: guest.phone,
    code,
    name: 'Femke de Vries',
    country_code: '31',
    gdpr_consent: true,
    password: 'duinen-2026!',
    ...(email ? { email } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
}

async function linkOf(email: string, template: 'verify_email' | 'reset_password'): Promise<URL> {
  const mail = (await readOutbox(database, email)).find((message) => message.template === template);
  expect(mail, `a ${template} e-mail to ${email}`).toBeDefined();
  return new URL(String(mail?.payload['link']));
}

describe('account e-mails link to the site the guest asked from', () => {
  it('the password reset link of a Dunelight country site opens that site', async () => {
    const guest = guestOn('nl.homes.localhost:4200');
    await signUpByPhone(guest, guest.email);
    expect((await guest.call('/api/pwa/forgotPassword', { user_email: guest.email })).statusCode).toBe(200);
    const link = await linkOf(guest.email, 'reset_password');
    expect(`${link.origin}${link.pathname}`).toBe('http://nl.homes.localhost:4200/reset-password');
  });

  it('the sign-up verification link opens the Dunelight site the guest signed up on', async () => {
    const guest = guestOn('homes.localhost:4200');
    await signUpByPhone(guest, guest.email);
    const link = await linkOf(guest.email, 'verify_email');
    expect(`${link.origin}${link.pathname}`).toBe('http://homes.localhost:4200/accountdetails');
  });

  it('the link e-mail of an address added on the account page opens that site', async () => {
    const guest = guestOn('uk.homes.localhost:4200');
    await signUpByPhone(guest, undefined);
    const updated = await guest.call('/api/pwa/updateUserProfile', { email: guest.email });
    expect(updated.statusCode, updated.body).toBe(200);
    const link = await linkOf(guest.email, 'verify_email');
    expect(`${link.origin}${link.pathname}`).toBe('http://uk.homes.localhost:4200/accountdetails');
  });

  it('behind the web server the site is the forwarded host, with the configured scheme and port', async () => {
    const guest = guestOn('127.0.0.1:4300');
    await signUpByPhone(guest, guest.email);
    const forwarded = await guest.browser.call(
      'POST',
      '/api/pwa/forgotPassword',
      { user_email: guest.email },
      { host: '127.0.0.1:4300', 'x-forwarded-host': 'de.homes.localhost:4200' },
    );
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect((await linkOf(guest.email, 'reset_password')).origin).toBe('http://de.homes.localhost:4200');
  });

  it('a host that is none of our sites is refused, and no e-mail goes out', async () => {
    const guest = guestOn('nl.homes.localhost:4200');
    await signUpByPhone(guest, guest.email);
    const before = (await readOutbox(database, guest.email)).length;
    for (const host of ['evil.example', 'nl.homes.localhost.evil.example:4200']) {
      const refused = await guest.browser.call('POST', '/api/pwa/forgotPassword', { user_email: guest.email }, { host });
      expect(refused.statusCode, host).toBe(400);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({ statusCode: 400, code: 'HOST_NOT_SERVED' });
    }
    expect(await readOutbox(database, guest.email)).toHaveLength(before);

    // A port in the Host header is not taken either: the link has the site's configured port.
    await guest.browser.call('POST', '/api/pwa/forgotPassword', { user_email: guest.email }, { host: 'nl.homes.localhost:6666' });
    expect((await linkOf(guest.email, 'reset_password')).origin).toBe('http://nl.homes.localhost:4200');
  });
});
