import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, currentUserReplySchema, otpReplySchema, sessionReplySchema } from '@stays/api-client';
import { readAccountsConfig, OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS } from '@stays/server-accounts';
import { readOutbox } from '@stays/server-notifications';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { createTestDatabase } from '@stays/server-db/testing';

let database: Database;
let app: FastifyInstance;
let clock = new Date('2026-06-01T06:00:00Z');
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApiServer({
    database,
    now: () => clock,
    accounts: readAccountsConfig({ ACCOUNTS_SECRET: 'x'.repeat(40), WEB_ORIGIN: 'http://localhost:4200' }),
    devTools: true,
    logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let sequence = 0;
/** A fresh guest: own phone number and own address, so the rate limits of one test never touch another. */
function newGuest() {
  sequence += 1;
  const phone = `98${String(10_000_000 + sequence * 7919).slice(-8)}`;
  return { phone, full: `+91${phone}`, browser: new AccountTestBrowser(() => app, `203.0.113.${sequence}`), email: `guest${sequence}@example.com` };
}

const failure = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

/** The guest waits out the resend wait, so the next code for the same phone is sent. */
function afterResendWait() {
  clock = new Date(clock.getTime() + OTP_RESEND_AFTER_SECONDS * 1000);
}

async function signUp(guest: ReturnType<typeof newGuest>, extra: Record<string, unknown> = {}) {
  afterResendWait();
  const otp = otpReplySchema.parse((await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' })).json());
  expect(otp.is_user_present).toBe(false);
  const code = await latestOtp(database, guest.full);
  return guest.browser.call('POST', '/api/pwa/userSignUp', {
    phone: guest.phone,
    code,
    email: guest.email,
    name: 'Asha Rao',
    country_code: '91',
    gdpr_consent: true,
    ...extra,
  });
}

describe('phone OTP sign-up and sign-in', () => {
  it('signs a new guest up with the SMS code, then in again: is_user_present chooses the dialog', async () => {
    const guest = newGuest();
    const created = await signUp(guest);
    expect(created.statusCode, created.body).toBe(201);
    const session = sessionReplySchema.parse(created.json());
    expect(session.user).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      emailId: guest.email,
      phoneNumber: guest.phone,
      countryCode: '+91',
      gdprConsent: true,
      userStatus: 'UNVERIFIED',
    });
    expect(session.user.verificationInfo).toEqual({ phoneVerified: true, emailVerified: false, step: 'verify' });

    const [verifyMail] = await readOutbox(database, guest.email);
    expect(verifyMail?.template).toBe('verify_email');

    const again = new AccountTestBrowser(() => app, guest.browser.address);
    afterResendWait();
    const otp = otpReplySchema.parse((await again.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' })).json());
    expect(otp).toMatchObject({ is_user_present: true, otp_sent: true, masked_phone: `+91******${guest.phone.slice(-4)}` });
    const signedIn = await again.call('POST', '/api/pwa/userSignIn', { phone: guest.phone, country_code: '+91', otp: await latestOtp(database, guest.full) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(sessionReplySchema.parse(signedIn.json()).user.userId).toBe(session.user.userId);
  });

  it('sends a new code for the same phone only after the resend wait, whichever route asks, and says how long to wait', async () => {
    const guest = newGuest();
    const sent = otpReplySchema.parse((await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' })).json());
    expect(sent.resend_after_seconds).toBe(OTP_RESEND_AFTER_SECONDS);

    const atOnce = await new AccountTestBrowser(() => app, '198.51.100.77').call('POST', '/api/pwa/generateotp', { phone: guest.phone, country_code: '+91' });
    expect(atOnce.statusCode).toBe(429);
    expect(failure(atOnce)).toEqual({
      statusCode: 429,
      code: 'OTP_RESEND_TOO_SOON',
      message: 'A code was just sent to this number. Please wait 30 seconds before asking for a new one.',
    });
    expect(atOnce.headers['retry-after']).toBe('30');
    expect(await readOutbox(database, guest.full)).toHaveLength(1);

    clock = new Date(clock.getTime() + 21_000);
    const stillWaiting = await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' });
    expect(stillWaiting.statusCode).toBe(429);
    expect(stillWaiting.headers['retry-after']).toBe('9');
    expect(failure(stillWaiting).message).toBe('A code was just sent to this number. Please wait 9 seconds before asking for a new one.');

    clock = new Date(clock.getTime() + 9_000);
    const created = await guest.browser.call('POST', '/api/pwa/userSignUp', {
      phone: guest.phone,
      code: await latestOtp(database, guest.full),
      name: 'Asha Rao',
      country_code: '+91',
    });
    expect(created.statusCode, created.body).toBe(201);
    const resent = await guest.browser.call('POST', '/api/pwa/generateotp', { phone: guest.phone, country_code: '+91' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await readOutbox(database, guest.full)).toHaveLength(2);

    const { user } = sessionReplySchema.parse(created.json());
    const byUserId = await guest.browser.call('POST', '/api/pwa/generateByUserId', { user_id: user.userId });
    expect(byUserId.statusCode).toBe(429);
    expect(failure(byUserId).code).toBe('OTP_RESEND_TOO_SOON');
    expect(Number(byUserId.headers['retry-after'])).toBeLessThanOrEqual(OTP_RESEND_AFTER_SECONDS);
    expect(await readOutbox(database, guest.full)).toHaveLength(2);
  });

  it('answers code 54 for a wrong OTP at sign-in and 24 at sign-up', async () => {
    const guest = newGuest();
    await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' });
    const right = await latestOtp(database, guest.full);
    const wrong = right === '000000' ? '111111' : '000000';
    const atSignUp = await guest.browser.call('POST', '/api/pwa/userSignUp', { phone: guest.phone, code: wrong, name: 'Asha Rao', country_code: '+91' });
    expect(atSignUp.statusCode).toBe(400);
    expect(failure(atSignUp)).toMatchObject({ code: '24', message: 'Incorrect OTP' });

    expect((await signUp(guest)).statusCode).toBe(201);
    afterResendWait();
    await guest.browser.call('POST', '/api/pwa/generateotp', { phone: guest.phone, country_code: '+91' });
    const fresh = await latestOtp(database, guest.full);
    const atSignIn = await guest.browser.call('POST', '/api/pwa/userSignIn', {
      phone: guest.phone,
      country_code: '+91',
      otp: fresh === '000000' ? '111111' : '000000',
    });
    expect(atSignIn.statusCode).toBe(400);
    expect(failure(atSignIn)).toMatchObject({ code: '54', message: 'Incorrect OTP' });
  });

  it('uses a code once, not after it expires, not after a resend, and not after too many tries', async () => {
    const guest = newGuest();
    expect((await signUp(guest)).statusCode).toBe(201);
    const signIn = (otp: string) =>
      new AccountTestBrowser(() => app, guest.browser.address).call('POST', '/api/pwa/userSignIn', { phone: guest.phone, country_code: '+91', otp });
    const send = async () => {
      afterResendWait();
      await guest.browser.call('POST', '/api/pwa/generateotp', { phone: guest.phone, country_code: '+91' });
      return latestOtp(database, guest.full);
    };

    const once = await send();
    expect((await signIn(once)).statusCode).toBe(200);
    expect(failure(await signIn(once)).code).toBe('54');

    const replaced = await send();
    await send();
    expect(failure(await signIn(replaced)).code).toBe('54');

    const late = await send();
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    expect(failure(await signIn(late)).code).toBe('54');
  });

  it('stops accepting a code after too many wrong tries, and stores only its HMAC', async () => {
    const guest = newGuest();
    expect((await signUp(guest)).statusCode).toBe(201);
    const signIn = (otp: string) =>
      new AccountTestBrowser(() => app, guest.browser.address).call('POST', '/api/pwa/userSignIn', { phone: guest.phone, country_code: '+91', otp });
    afterResendWait();
    await guest.browser.call('POST', '/api/pwa/generateotp', { phone: guest.phone, country_code: '+91' });
    const guessed = await latestOtp(database, guest.full);
    const wrong = guessed === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt += 1) expect(failure(await signIn(wrong)).code).toBe('54');
    // Past the address's back-off for this phone, so only the code's own limit can refuse the right code.
    afterResendWait();
    expect(failure(await signIn(guessed)).code).toBe('54');

    const [stored] = await database.query<{ code_hash: string }>('SELECT code_hash FROM otp_codes ORDER BY id DESC LIMIT 1');
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(guessed);
  });

  it('refuses a phone the country rules reject, and sign-in of a phone without an account', async () => {
    const guest = newGuest();
    const bad = await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: '5123456789', country_code: '+91' });
    expect(bad.statusCode).toBe(400);
    expect(failure(bad).code).toBe('INVALID_PHONE');
    await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' });
    const unknown = await guest.browser.call('POST', '/api/pwa/userSignIn', {
      phone: guest.phone,
      country_code: '+91',
      otp: await latestOtp(database, guest.full),
    });
    expect(unknown.statusCode).toBe(404);
    expect(failure(unknown).code).toBe('USER_NOT_FOUND');
  });

  it('sends the OTP by user id only to the signed-in owner of that id, with the number masked', async () => {
    const guest = newGuest();
    const { user } = sessionReplySchema.parse((await signUp(guest)).json());
    afterResendWait();
    const reply = otpReplySchema.parse((await guest.browser.call('POST', '/api/pwa/generateByUserId', { user_id: user.userId })).json());
    expect(reply).toMatchObject({ is_user_present: true, otp_sent: true, masked_phone: `+91******${guest.phone.slice(-4)}` });

    const stranger = newGuest();
    expect((await stranger.browser.call('POST', '/api/pwa/generateByUserId', { user_id: user.userId })).statusCode).toBe(401);
    await signUp(stranger);
    const other = await stranger.browser.call('POST', '/api/pwa/generateByUserId', { user_id: user.userId });
    expect(other.statusCode).toBe(403);
    expect(failure(other).code).toBe('FORBIDDEN');
  });

  it('does not tell, without a valid code, whether an e-mail address has an account', async () => {
    const owner = newGuest();
    await signUp(owner);
    const prober = newGuest();
    await prober.browser.call('POST', '/api/pwa/generateByPhone', { phone: prober.phone, country_code: '+91' });
    const right = await latestOtp(database, prober.full);
    const probe = await prober.browser.call('POST', '/api/pwa/userSignUp', {
      phone: prober.phone,
      code: right === '000000' ? '111111' : '000000',
      name: 'Mallory Hacker',
      email: owner.email,
      country_code: '+91',
    });
    expect(failure(probe).code).toBe('24');
  });
});

describe('sessions', () => {
  it('sets an HttpOnly SameSite=Lax cookie holding an access token of the spec format, stored only as a hash', async () => {
    const guest = newGuest();
    const response = await signUp(guest);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^token=[\w-]+; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/);
    const token = guest.browser.cookie ?? '';
    expect(Buffer.from(token, 'base64url').toString().split(':')).toHaveLength(4);
    const rows = await database.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('marks the cookie Secure on any host but http://localhost', async () => {
    const guest = newGuest();
    const response = await signUp(guest);
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
    const other = newGuest();
    await other.browser.call('POST', '/api/pwa/generateByPhone', { phone: other.phone, country_code: '+91' });
    const secure = await other.browser.call(
      'POST',
      '/api/pwa/userSignUp',
      { phone: other.phone, code: await latestOtp(database, other.full), name: 'Ravi Kumar', country_code: '+91' },
      { 'x-forwarded-host': 'www.nivaas.example', 'x-forwarded-proto': 'https' },
    );
    expect(String(secure.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    expect(secure.headers['strict-transport-security']).toContain('max-age=');
  });

  it('rotates the session on sign-in: the cookie held before no longer works', async () => {
    const guest = newGuest();
    await signUp(guest);
    const before = guest.browser.cookie;
    afterResendWait();
    await guest.browser.call('POST', '/api/pwa/generateotp', { phone: guest.phone, country_code: '+91' });
    await guest.browser.call('POST', '/api/pwa/userSignIn', { phone: guest.phone, country_code: '+91', otp: await latestOtp(database, guest.full) });
    expect(guest.browser.cookie).not.toBe(before);
    const stale = new AccountTestBrowser(() => app, guest.browser.address);
    stale.cookie = before;
    expect(currentUserReplySchema.parse((await stale.call('GET', '/api/pwa/userProfile')).json()).isLoggedIn).toBe(false);
    expect(currentUserReplySchema.parse((await guest.browser.call('GET', '/api/pwa/userProfile')).json()).isLoggedIn).toBe(true);
  });

  it('signs out: the session is deleted and the cookie cleared; sign-out needs the anti-forgery token', async () => {
    const guest = newGuest();
    await signUp(guest);
    const token = guest.browser.cookie;
    const forged = await guest.browser.call('GET', '/api/pwa/userSignOut', undefined, { 'x-csrf-token': 'f'.repeat(64) });
    expect(forged.statusCode).toBe(403);
    const out = await guest.browser.call('GET', '/api/pwa/userSignOut');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^token=; Path=\/; Max-Age=0/);
    const replay = new AccountTestBrowser(() => app, guest.browser.address);
    replay.cookie = token;
    const profile = await replay.call('POST', '/api/pwa/updateUserProfile', { title: 'Ms' });
    expect(profile.statusCode).toBe(401);
    expect(String(profile.headers['set-cookie'])).toMatch(/^token=; Path=\/; Max-Age=0/);
  });

  it('ends sessions after six months', async () => {
    const guest = newGuest();
    await signUp(guest);
    const saved = clock;
    clock = new Date(clock.getTime() + 15_552_000 * 1000 + 1000);
    try {
      expect(currentUserReplySchema.parse((await guest.browser.call('GET', '/api/pwa/userProfile')).json()).isLoggedIn).toBe(false);
    } finally {
      clock = saved;
    }
  });
});

describe('e-mail and password', () => {
  it('signs in with the password chosen at sign-up; a wrong password and an unknown address get the same answer', async () => {
    const guest = newGuest();
    expect((await signUp(guest, { password: 'monsoon-2026!' })).statusCode).toBe(201);
    const browser = newGuest().browser;
    const ok = await browser.call('POST', '/api/pwa/userSignIn', { email: guest.email.toUpperCase(), password: 'monsoon-2026!' });
    expect(ok.statusCode, ok.body).toBe(200);
    const wrong = await browser.call('POST', '/api/pwa/userSignIn', { email: guest.email, password: 'monsoon-2025!' });
    const unknown = await browser.call('POST', '/api/pwa/userSignIn', { email: 'nobody@example.com', password: 'monsoon-2026!' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(failure(wrong)).toEqual(failure(unknown));
    const [row] = await database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [guest.email]);
    expect(row?.password_hash).toMatch(/^scrypt\$/);
  });

  it('resets a forgotten password with a single-use link that expires, and signs out every session', async () => {
    const guest = newGuest();
    await signUp(guest, { password: 'first-password' });
    const stranger = newGuest().browser;
    expect((await stranger.call('POST', '/api/pwa/forgotPassword', { user_email: 'nobody@example.com' })).json()).toEqual({ ok: true });
    expect((await stranger.call('POST', '/api/pwa/forgotPassword', { user_email: guest.email })).json()).toEqual({ ok: true });
    const [mail] = await readOutbox(database, guest.email);
    expect(mail?.template).toBe('reset_password');
    const link = new URL(String(mail?.payload['link']));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4200/reset-password');
    const token = link.searchParams.get('reset_password_token') ?? '';

    const wrongEmail = await stranger.call('POST', '/api/pwa/resetPassword', {
      password: 'second-password',
      reset_password_token: token,
      email: 'other@example.com',
    });
    expect(failure(wrongEmail).code).toBe('RESET_LINK_INVALID');
    const reset = await stranger.call('POST', '/api/pwa/resetPassword', { password: 'second-password', reset_password_token: token, email: guest.email });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(currentUserReplySchema.parse((await guest.browser.call('GET', '/api/pwa/userProfile')).json()).isLoggedIn).toBe(false);
    const again = await stranger.call('POST', '/api/pwa/resetPassword', { password: 'third-password', reset_password_token: token, email: guest.email });
    expect(failure(again).code).toBe('RESET_LINK_INVALID');
    expect((await stranger.call('POST', '/api/pwa/userSignIn', { email: guest.email, password: 'second-password' })).statusCode).toBe(200);

    await stranger.call('POST', '/api/pwa/forgotPassword', { user_email: guest.email });
    const [late] = await readOutbox(database, guest.email);
    const lateToken = new URL(String(late?.payload['link'])).searchParams.get('reset_password_token') ?? '';
    const saved = clock;
    clock = new Date(clock.getTime() + 31 * 60_000);
    try {
      const expired = await stranger.call('POST', '/api/pwa/resetPassword', {
        password: 'fourth-password',
        reset_password_token: lateToken,
        email: guest.email,
      });
      expect(failure(expired).code).toBe('RESET_LINK_INVALID');
    } finally {
      clock = saved;
    }
  });

  it('verifies the e-mail with the link of the sign-up e-mail', async () => {
    const guest = newGuest();
    await signUp(guest);
    const [mail] = await readOutbox(database, guest.email);
    const token = new URL(String(mail?.payload['link'])).searchParams.get('email_verification_token') ?? '';
    const verified = await guest.browser.call('POST', '/api/pwa/verification', { email_verification_token: token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ userStatus: 'VERIFIED', verificationInfo: { phoneVerified: true, emailVerified: true, step: 'none' } });
    expect(failure(await guest.browser.call('POST', '/api/pwa/verification', { email_verification_token: token })).code).toBe('VERIFICATION_LINK_INVALID');
  });
});

describe('profile and account deletion', () => {
  it('updates only the fields sent; a new password needs the current one', async () => {
    const guest = newGuest();
    await signUp(guest, { password: 'first-password' });
    const updated = await guest.browser.call('POST', '/api/pwa/updateUserProfile', { name: 'Asha Devi Rao', city: 'Pune' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ firstName: 'Asha', lastName: 'Devi Rao', city: 'Pune', emailId: guest.email });
    const noCurrent = await guest.browser.call('POST', '/api/pwa/updateUserProfile', { password: 'new-password-1' });
    expect(failure(noCurrent).code).toBe('CURRENT_PASSWORD_WRONG');
    expect(
      (await guest.browser.call('POST', '/api/pwa/updateUserProfile', { password: 'new-password-1', current_password: 'first-password' })).statusCode,
    ).toBe(200);
  });

  it('checks a change by the sign-up rules: a one-word name or the city "Pune1" is a 400 naming the field, and nothing changes', async () => {
    const guest = newGuest();
    await signUp(guest);
    for (const [body, code, field] of [
      [{ name: 'Asha' }, 'INVALID_NAME', 'name'],
      [{ city: 'Pune1' }, 'INVALID_CITY', 'city'],
      [{ zip_code: '1' }, 'INVALID_ZIP_CODE', 'zip_code'],
      [{ street_name: 'Main <b>' }, 'INVALID_STREET_NAME', 'street_name'],
    ] as const) {
      const refused = await guest.browser.call('POST', '/api/pwa/updateUserProfile', body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ statusCode: 400, code, message: expect.stringMatching(new RegExp(`^${field}: `)) });
    }
    const { user } = currentUserReplySchema.parse((await guest.browser.call('GET', '/api/pwa/userProfile')).json());
    expect(user).toMatchObject({ city: null, postalCode: null, street: null, firstName: 'Asha', lastName: 'Rao' });
  });

  it('keeps the street, house number and postal code, and clears an address field sent empty', async () => {
    const guest = newGuest();
    await signUp(guest);
    const address = { street_name: 'Prinsengracht', street_no: '263', zip_code: '1016 GV', city: 'Amsterdam' };
    const saved = await guest.browser.call('POST', '/api/pwa/updateUserProfile', address);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ street: 'Prinsengracht', houseNumber: '263', postalCode: '1016 GV', city: 'Amsterdam' });
    const cleared = await guest.browser.call('POST', '/api/pwa/updateUserProfile', { street_no: '' });
    expect(cleared.json()).toMatchObject({ street: 'Prinsengracht', houseNumber: null, postalCode: '1016 GV' });
  });

  it('deletes the account: personal data wiped, signed out everywhere, the phone free for a new sign-up', async () => {
    const guest = newGuest();
    const { user } = sessionReplySchema.parse((await signUp(guest)).json());
    const otherDevice = new AccountTestBrowser(() => app, guest.browser.address);
    afterResendWait();
    await otherDevice.call('POST', '/api/pwa/generateotp', { phone: guest.phone, country_code: '+91' });
    await otherDevice.call('POST', '/api/pwa/userSignIn', { phone: guest.phone, country_code: '+91', otp: await latestOtp(database, guest.full) });

    const deleted = await guest.browser.call('POST', '/api/pwa/deleteAccount', { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(currentUserReplySchema.parse((await otherDevice.call('GET', '/api/pwa/userProfile')).json()).isLoggedIn).toBe(false);
    const [row] = await database.query<Record<string, unknown>>('SELECT phone, email, first_name, password_hash, deleted_at FROM users WHERE id = $1', [
      user.userId,
    ]);
    expect(row).toMatchObject({ phone: null, email: null, first_name: '', password_hash: null });
    expect(row?.['deleted_at']).not.toBeNull();
    expect((await signUp(newGuestWithPhone(guest.phone))).statusCode).toBe(201);
  });
});

function newGuestWithPhone(phone: string) {
  const guest = newGuest();
  return { ...guest, phone, full: `+91${phone}` };
}

describe('the dev outbox route', () => {
  it('shows a developer the SMS a phone received when DEV_TOOLS is on, and does not exist otherwise', async () => {
    const guest = newGuest();
    await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' });
    const listed = await app.inject({ method: 'GET', url: `/api/pwa/dev/outbox?to=${encodeURIComponent(guest.full)}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ messages: [{ channel: 'sms', template: 'login_otp', recipient: guest.full }] });

    const production = buildApiServer({ database, logger: false });
    try {
      expect((await production.inject({ method: 'GET', url: `/api/pwa/dev/outbox?to=${encodeURIComponent(guest.full)}` })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

export { app as accountTestApp, database as accountTestDatabase, logLines };

describe('logs', () => {
  it('hold no password, OTP, session or anti-forgery token, reset link token or full phone number', async () => {
    const guest = newGuest();
    await signUp(guest, { password: 'log-scan-password' });
    await guest.browser.call('POST', '/api/pwa/userSignIn', { email: guest.email, password: 'wrong-log-scan-password' });
    await guest.browser.call('POST', '/api/pwa/forgotPassword', { user_email: guest.email });
    await app.inject({ method: 'GET', url: `/api/pwa/dev/outbox?to=${encodeURIComponent(guest.full)}` });
    await app.inject({ method: 'GET', url: `/api/pwa/booking/NV123?phone=${guest.phone}&token=abcdef123456` });

    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(20);
    const phones = await database.query<{ recipient: string; payload: Record<string, unknown> }>(`SELECT recipient, payload FROM outbox_messages`);
    const secrets = [
      'log-scan-password',
      'wrong-log-scan-password',
      'first-password',
      'monsoon-2026!',
      guest.browser.cookie ?? 'no-cookie',
      guest.browser.csrf ?? 'no-csrf',
      'abcdef123456',
      ...phones.flatMap((message) => [
        message.recipient.startsWith('+') ? message.recipient.slice(3) : '',
        String(message.payload['otp'] ?? ''),
        String(message.payload['link'] ?? '').split('token=')[1] ?? '',
      ]),
    ].filter((secret) => secret.length >= 6);
    expect(secrets.length).toBeGreaterThan(20);
    // A secret as a token of its own: a 6-digit code can occur by chance inside a timestamp or a duration's digits.
    for (const secret of secrets) expect(log, `a log line holds ${secret.slice(0, 3)}…`).not.toMatch(asWholeToken(secret));
  });
});

/** Matches `text` where it is not part of a longer run of letters and digits. */
function asWholeToken(text: string): RegExp {
  return new RegExp(`(?<![0-9A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
}
