import type { Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT, generateKeyPair } from 'jose';
import { apiErrorSchema, authenticateReplySchema, loginOptionsReplySchema, slVerifyReplySchema } from '@stays/api-client';
import { readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '@stays/server-http';
import { devProviderApiEnv } from './dev-clients';
import { createDevProvider } from './oidc-dev-provider';
import { freePort } from './testing/free-port';
import { signInAtProvider } from './testing/provider-browser';
import { createTestDatabase } from '@stays/server-db/testing';

// Amazon (OpenID Connect), Google's one-tap credential and the Truecaller login type (accounts-commerce §6), and
// GET loginOptions that offers them (§7), against the real local OpenID provider and our API on its own database.
const WEB = 'http://localhost:4222';
const HOST = { host: 'localhost:4222' };
let database: Database;
let app: FastifyInstance;
let providerServer: HttpServer;
let issuer: string;
const accountsEnv = () => ({ ACCOUNTS_SECRET: 's'.repeat(40), WEB_ORIGIN: WEB, ...devProviderApiEnv(issuer) });

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  providerServer = createDevProvider({ issuer, webOrigins: [WEB] }).listen(port, '127.0.0.1');
  database = await createTestDatabase();
  app = buildApiServer({ database, logger: false, accounts: readAccountsConfig(accountsEnv()) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise((resolve) => providerServer?.close(resolve));
});

/** An account made by phone sign-up that already has this verified e-mail. */
async function existingAccount(email: string, phone: string): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, first_name, last_name, user_status) VALUES ('+91', $1, true, $2, true, 'Existing', 'Guest', 'VERIFIED') RETURNING id`,
    [phone, email],
  );
  return row?.id ?? 0;
}

async function lastLoginType(userId: number): Promise<string | undefined> {
  const [row] = await database.query<{ login_type: string }>('SELECT login_type FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [userId]);
  return row?.login_type;
}

async function start(api: FastifyInstance, provider: string) {
  const response = await api.inject({ method: 'GET', url: `/api/pwa/slOauth/${provider}?retUrl=%2Fmybookings`, headers: HOST });
  expect(response.statusCode, response.body).toBe(302);
  const binding = /oauth_binding=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
  return { location: new URL(String(response.headers['location'])), binding };
}

/** One tap up to the page the prompt's post lands on: the credential and state the page sends to authenticate. */
async function oneTapCredential(api: FastifyInstance, login: string) {
  const { location, binding } = await start(api, 'onetap');
  const answer = await signInAtProvider(issuer, location.toString(), login);
  if (answer.kind !== 'form_post') throw new Error('the one-tap prompt posts its credential');
  expect(answer.action).toBe(`${WEB}/api/pwa/tpl/onetap`);
  const posted = await api.inject({
    method: 'POST',
    url: '/api/pwa/tpl/onetap',
    payload: new URLSearchParams(answer.fields).toString(),
    headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
  });
  expect(posted.statusCode).toBe(303);
  const landing = new URL(String(posted.headers['location']), WEB);
  expect(landing.pathname).toBe('/login/onetap');
  return {
    credential: landing.searchParams.get('credential') ?? '',
    state: landing.searchParams.get('state') ?? '',
    binding,
    nonce: location.searchParams.get('nonce'),
  };
}

function authenticate(api: FastifyInstance, binding: string, body: Record<string, unknown>) {
  return api.inject({ method: 'POST', url: '/api/pwa/authenticate', payload: body, headers: { ...HOST, cookie: `oauth_binding=${binding}` } });
}

describe('Amazon through the local OpenID provider', () => {
  it('asks for the e-mail and profile, and joins the account that already has the verified e-mail', async () => {
    const userId = await existingAccount('leela.amazon@example.com', '9811400001');
    const { location, binding } = await start(app, 'amazon');
    expect(location.origin).toBe(issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'dev-amazon',
      redirect_uri: `${WEB}/login/amazon/`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const back = await signInAtProvider(issuer, location.toString(), 'leela.amazon@example.com');
    if (back.kind !== 'redirect') throw new Error('Amazon answers with a redirect');
    expect(back.url.pathname).toBe('/login/amazon/');
    const params = Object.fromEntries(back.url.searchParams) as Record<string, string>;
    const verified = await app.inject({
      method: 'POST',
      url: '/api/pwa/slVerify',
      payload: { provider: 'amazon', code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' },
      headers: { ...HOST, cookie: `oauth_binding=${binding}` },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const session = slVerifyReplySchema.parse(verified.json());
    expect(session.user).toMatchObject({ userId, emailId: 'leela.amazon@example.com', firstName: 'Existing' });
    expect(session.retUrl).toBe('/mybookings');
    expect(await lastLoginType(userId)).toBe('AMAZON');
  });
});

describe("Google's one-tap credential", () => {
  it('signs in the account with the verified e-mail, the same one the Google button reaches, and works only once', async () => {
    const userId = await existingAccount('kavya.onetap@example.com', '9811400002');
    const tap = await oneTapCredential(app, 'kavya.onetap@example.com');
    const first = await authenticate(app, tap.binding, { credential: tap.credential, state: tap.state });
    expect(first.statusCode, first.body).toBe(200);
    expect(authenticateReplySchema.parse(first.json())).toMatchObject({ is_user_present: true, user: { userId, emailId: 'kavya.onetap@example.com' } });
    expect(String(first.headers['set-cookie'])).toMatch(/token=[\w-]+;.*HttpOnly/);
    expect(await lastLoginType(userId)).toBe('GOOGLE_ONE_TAP');

    const replay = await authenticate(app, tap.binding, { credential: tap.credential, state: tap.state });
    expect(replay.statusCode).toBe(400);
    expect(apiErrorSchema.parse(replay.json()).code).toBe('SOCIAL_SIGN_IN_FAILED');

    // The Google button with the same Google account finds the identity one-tap linked.
    const google = await start(app, 'gmail');
    const back = await signInAtProvider(issuer, google.location.toString(), 'kavya.onetap@example.com');
    if (back.kind !== 'redirect') throw new Error('Google answers with a redirect');
    const params = Object.fromEntries(back.url.searchParams) as Record<string, string>;
    const viaButton = await app.inject({
      method: 'POST',
      url: '/api/pwa/slVerify',
      payload: { provider: 'gmail', code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' },
      headers: { ...HOST, cookie: `oauth_binding=${google.binding}` },
    });
    expect(slVerifyReplySchema.parse(viaButton.json()).user.userId).toBe(userId);
    expect(await database.query(`SELECT provider FROM oauth_identities WHERE user_id = $1`, [userId])).toEqual([{ provider: 'gmail' }]);
  });

  it('refuses a credential from another browser, one signed by another key, and one whose hour has passed', async () => {
    const tap = await oneTapCredential(app, 'nobody.onetap@example.com');
    const otherBrowser = await authenticate(app, 'another-browser', { credential: tap.credential, state: tap.state });
    expect(apiErrorSchema.parse(otherBrowser.json()).code).toBe('SOCIAL_SIGN_IN_FAILED');

    // Forged: every claim right (issuer, audience, the state's own nonce), but not signed by the provider.
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ sub: 'nobody.onetap@example.com', email: 'nobody.onetap@example.com', email_verified: true, nonce: tap.nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'dev-signing-key' })
      .setIssuer(issuer)
      .setAudience('dev-google')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    const refused = await authenticate(app, tap.binding, { credential: forged, state: tap.state });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('SOCIAL_SIGN_IN_FAILED');

    // Expired: an API whose clock is two hours on; its own state is fresh, the credential's hour is not.
    const later = buildApiServer({ database, logger: false, accounts: readAccountsConfig(accountsEnv()), now: () => new Date(Date.now() + 2 * 3600_000) });
    try {
      const stale = await oneTapCredential(later, 'nobody.onetap@example.com');
      const expired = await authenticate(later, stale.binding, { credential: stale.credential, state: stale.state });
      expect(expired.statusCode).toBe(400);
      expect(apiErrorSchema.parse(expired.json()).code).toBe('SOCIAL_SIGN_IN_FAILED');
    } finally {
      await later.close();
    }
    expect(await database.query(`SELECT 1 FROM users WHERE email = 'nobody.onetap@example.com'`)).toHaveLength(0);
  });
});

describe('the Truecaller login type', () => {
  it('is refused with a clear 400: its signed payload cannot be checked without Truecaller', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pwa/authenticate',
      payload: { login_type: 'truecaller', payload: 'eyJwaG9uZU51bWJlciI6Ijk4MTE0MDAwMDMifQ', signature: 'c2lnbmF0dXJl', signature_algorithm: 'SHA512withRSA' },
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'SIGN_IN_METHOD_UNAVAILABLE' });
    expect(await database.query(`SELECT 1 FROM users WHERE phone = '9811400003'`)).toHaveLength(0);
  });
});

describe('GET loginOptions', () => {
  const options = async (query: string, host = 'localhost:4222') => app.inject({ method: 'GET', url: `/api/pwa/loginOptions${query}`, headers: { host } });

  it("offers the site's methods for its country, or for the country asked by code, dial code or id", async () => {
    const india = loginOptionsReplySchema.parse((await options('')).json());
    expect(india.sign_in_methods).toEqual(['phone_otp', 'email_password', 'gmail', 'onetap', 'facebook', 'apple', 'amazon']);
    expect(india.options.map((option) => [option.option_name, option.link])).toContainEqual(['onetap', '/api/pwa/slOauth/onetap']);
    expect(india.options.find((option) => option.option_name === 'amazon')).toMatchObject({ label: 'Amazon', long_label: 'Continue with Amazon' });
    expect(india.country).toEqual({ code: 'in', id: expect.any(Number), dial_code: '+91', phone_length: { min: 10, max: 10 } });
    expect(india.is_user_present).toBeUndefined();

    expect(loginOptionsReplySchema.parse((await options('', 'nl.homes.localhost:4222')).json()).country.dial_code).toBe('+31');
    expect(loginOptionsReplySchema.parse((await options('?country_code=%2B44')).json()).country.code).toBe('gb');
    const byId = loginOptionsReplySchema.parse((await options(`?country_id=${india.country.id}&config-key=web&city=pune&is_upgrade=false`)).json());
    expect(byId.country.code).toBe('in');
    const unknown = await options('?country_code=zz');
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('COUNTRY_UNKNOWN');
  });

  it('says whether a phone has an account, as the OTP dialog does, and spends the same per-phone limit', async () => {
    await existingAccount('ira.lookup@example.com', '9811400004');
    const known = await options('?country_code=in&phone=9811400004');
    expect(known.headers['cache-control']).toBe('no-store');
    expect(loginOptionsReplySchema.parse(known.json()).is_user_present).toBe(true);
    expect(loginOptionsReplySchema.parse((await options('?country_code=in&phone=9811400005')).json()).is_user_present).toBe(false);
    expect(apiErrorSchema.parse((await options('?country_code=in&phone=123456')).json()).code).toBe('INVALID_PHONE');

    for (let lookup = 2; lookup <= 5; lookup += 1) expect((await options('?country_code=in&phone=9811400004')).statusCode).toBe(200);
    const limited = await options('?country_code=in&phone=9811400004');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const otp = await app.inject({ method: 'POST', url: '/api/pwa/generateByPhone', payload: { country_code: '+91', phone: '9811400004' } });
    expect(otp.statusCode).toBe(429);
  });

  it('offers only phone and e-mail where no social provider is configured', async () => {
    const bare = buildApiServer({ database, logger: false });
    try {
      const reply = loginOptionsReplySchema.parse((await bare.inject({ method: 'GET', url: '/api/pwa/loginOptions' })).json());
      expect(reply).toMatchObject({ options: [], sign_in_methods: ['phone_otp', 'email_password'] });
      expect((await bare.inject({ method: 'GET', url: '/api/pwa/slOauth/onetap' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
