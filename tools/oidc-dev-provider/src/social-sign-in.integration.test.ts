import type { Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, slVerifyReplySchema, userProfileSchema, type SocialProvider } from '@stays/api-client';
import { csrfTokenFor, newSessionToken, readAccountsConfig, sessionTokenHash } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '@stays/server-http';
import { devProviderApiEnv } from './dev-clients';
import { createDevProvider } from './oidc-dev-provider';
import { freePort } from './testing/free-port';
import { signInAtProvider } from './testing/provider-browser';
import { createTestDatabase } from '@stays/server-db/testing';

// The whole authorization-code flow against the real local OpenID provider: our API, its database, the provider's
// own sign-in and consent pages, the token exchange with PKCE and the ID token check by openid-client.
const WEB = 'http://localhost:4221';
let database: Database;
let app: FastifyInstance;
let providerServer: HttpServer;
let issuer: string;

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  providerServer = createDevProvider({ issuer, webOrigins: [WEB] }).listen(port, '127.0.0.1');
  database = await createTestDatabase();
  app = buildApiServer({
    database,
    logger: false,
    accounts: readAccountsConfig({ ACCOUNTS_SECRET: 'z'.repeat(40), WEB_ORIGIN: WEB, ...devProviderApiEnv(issuer) }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise((resolve) => providerServer?.close(resolve));
});

async function start(provider: SocialProvider, retUrl: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/pwa/slOauth/${provider}?retUrl=${encodeURIComponent(retUrl)}`,
    headers: { host: 'localhost:4221' },
  });
  expect(response.statusCode, response.body).toBe(302);
  const binding = /oauth_binding=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
  return { authorize: new URL(String(response.headers['location'])), binding };
}

function verify(binding: string | null, body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/pwa/slVerify', payload: body, headers: binding ? { cookie: `oauth_binding=${binding}` } : {} });
}

describe('social sign-in through a real OpenID provider', () => {
  it('Google: authorization code + PKCE + state + nonce with the spec scope, a new account, then the same account again', async () => {
    const { authorize, binding } = await start('gmail', '/accountdetails');
    expect(authorize.origin).toBe(issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'dev-google',
      redirect_uri: `${WEB}/login/gmail/`,
      response_type: 'code',
      scope: 'openid email profile',
      prompt: 'select_account',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);

    const back = await signInAtProvider(issuer, authorize.toString(), 'asha.rao@example.com');
    if (back.kind !== 'redirect') throw new Error('Google answers with a redirect');
    expect(back.url.pathname, back.url.toString()).toBe('/login/gmail/');
    expect(back.url.searchParams.get('error'), back.url.toString()).toBeNull();
    const params = Object.fromEntries(back.url.searchParams) as Record<string, string>;
    const first = await verify(binding, { provider: 'gmail', code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' });
    expect(first.statusCode, first.body).toBe(200);
    const session = slVerifyReplySchema.parse(first.json());
    expect(session.user).toMatchObject({ emailId: 'asha.rao@example.com', firstName: 'Asha', lastName: 'Rao', verificationInfo: { emailVerified: true } });
    expect(session.retUrl).toBe('/accountdetails');
    expect(String(first.headers['set-cookie'])).toMatch(/token=[\w-]+; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax/);

    const replay = await verify(binding, { provider: 'gmail', code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' });
    expect(apiErrorSchema.parse(replay.json()).code).toBe('SOCIAL_SIGN_IN_FAILED');

    const again = await start('gmail', 'https://evil.example/');
    const second = await signInAtProvider(issuer, again.authorize.toString(), 'asha.rao@example.com');
    if (second.kind !== 'redirect') throw new Error('Google answers with a redirect');
    const secondParams = Object.fromEntries(second.url.searchParams) as Record<string, string>;
    const reply = slVerifyReplySchema.parse(
      (
        await verify(again.binding, { provider: 'gmail', code: secondParams['code'] ?? '', state: secondParams['state'] ?? '', iss: secondParams['iss'] ?? '' })
      ).json(),
    );
    expect(reply.user.userId).toBe(session.user.userId);
    expect(reply.retUrl).toBeNull();
  });

  it('Apple: form_post to /api/pwa/tpl/apple becomes /login/apple, and only the browser that started may finish', async () => {
    const { authorize, binding } = await start('apple', '/');
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('scope')).toBe('openid email name');
    const back = await signInAtProvider(issuer, authorize.toString(), 'ravi.kumar@example.com');
    if (back.kind !== 'form_post') throw new Error('Apple answers with form_post');
    expect(back.action).toBe(`${WEB}/api/pwa/tpl/apple`);

    const posted = await app.inject({
      method: 'POST',
      url: '/api/pwa/tpl/apple',
      payload: new URLSearchParams(back.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(posted.statusCode).toBe(303);
    const landing = new URL(String(posted.headers['location']), WEB);
    expect(landing.pathname).toBe('/login/apple');
    const params = Object.fromEntries(landing.searchParams) as Record<string, string>;

    const stranger = await verify('another-browser', { provider: 'apple', code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' });
    expect(stranger.statusCode).toBe(400);
    const noCookie = await verify(null, { provider: 'apple', code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' });
    expect(noCookie.statusCode).toBe(400);
    // Another browser's attempts found nothing to use and spent nothing: the browser that started still finishes.
    const owner = await verify(binding, { provider: 'apple', code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(slVerifyReplySchema.parse(owner.json()).user.emailId).toBe('ravi.kumar@example.com');
  });

  it('lists the configured providers as login options, and refuses one that is not configured', async () => {
    const options = (await app.inject({ method: 'GET', url: '/api/pwa/loginOptions' })).json() as { options: { option_name: string; link: string }[] };
    expect(options.options.map((option) => option.option_name)).toEqual(['gmail', 'onetap', 'facebook', 'apple', 'amazon']);
    const bare = buildApiServer({ database, logger: false });
    try {
      expect((await bare.inject({ method: 'GET', url: '/api/pwa/slOauth/gmail' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

/** A Google sign-in at the provider up to the redirect back to the site: its code, state and iss. */
async function googleCallback(query: string, login: string) {
  const response = await app.inject({ method: 'GET', url: `/api/pwa/slOauth/gmail?${query}`, headers: { host: 'localhost:4221' } });
  expect(response.statusCode, response.body).toBe(302);
  const binding = /oauth_binding=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
  const back = await signInAtProvider(issuer, String(response.headers['location']), login);
  if (back.kind !== 'redirect') throw new Error('Google answers with a redirect');
  const params = Object.fromEntries(back.url.searchParams) as Record<string, string>;
  return { binding, code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' };
}

async function sessionOf(email: string) {
  return database.query<{ mode: string; devise_role: string; login_type: string }>(
    'SELECT s.mode, s.devise_role, s.login_type FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 ORDER BY s.created_at DESC',
    [email],
  );
}

describe('social sign-in honours the entry page (new flow)', () => {
  it('a guest account started on the travel-agent page is refused, and nothing is linked or signed in', async () => {
    const back = await googleCallback('mode=travel_agent&devise_role=Travel_Agent', 'kiran.guest@example.com');
    const refused = await verify(back.binding, { provider: 'gmail', code: back.code, state: back.state, iss: back.iss });
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('NOT_A_TRAVEL_AGENT');
    expect(String(refused.headers['set-cookie'] ?? '')).not.toMatch(/token=/);
    expect(await database.query(`SELECT 1 FROM users WHERE email = 'kiran.guest@example.com'`)).toHaveLength(0);
  });

  it('a travel-agent account on its page signs in, with the entry page and device role kept on the session', async () => {
    await database.query(
      `INSERT INTO users (email, email_verified, first_name, user_status, account_type) VALUES ('tara.agent@example.com', true, 'Tara', 'VERIFIED', 'travel_agent')`,
    );
    const back = await googleCallback('mode=travel_agent&devise_role=Travel_Agent', 'tara.agent@example.com');
    const admitted = await verify(back.binding, { provider: 'gmail', code: back.code, state: back.state, iss: back.iss });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(await sessionOf('tara.agent@example.com')).toEqual([{ mode: 'travel_agent', devise_role: 'Travel_Agent', login_type: 'GMAIL' }]);
  });

  it('authenticate takes the code as oauth_token with its redirect_uri, and refuses an unknown redirect_uri or a reused code', async () => {
    const back = await googleCallback('devise_role=Consumer_Guest', 'nila.menon@example.com');
    const post = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/pwa/authenticate', payload: body, headers: { cookie: `oauth_binding=${back.binding}` } });
    const unknown = await post({ oauth_token: back.code, redirect_uri: 'https://evil.example/login/gmail/', state: back.state });
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('REDIRECT_URI_UNKNOWN');
    const signedIn = await post({ oauth_token: back.code, redirect_uri: `${WEB}/login/gmail/`, state: back.state, iss: back.iss, mask_data: true });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({
      is_user_present: true,
      user: { emailId: 'n***@example.com', verificationInfo: { emailVerified: true, step: 'link' } },
    });
    const reused = await post({ oauth_token: back.code, redirect_uri: `${WEB}/login/gmail/`, state: back.state, iss: back.iss });
    expect(apiErrorSchema.parse(reused.json()).code).toBe('SOCIAL_SIGN_IN_FAILED');
  });

  it('verification links a provider to the signed-in account, once; another account cannot take it', async () => {
    const [owner] = await database.query<{ id: number }>(
      `INSERT INTO users (country_code, phone, phone_verified, first_name, user_status) VALUES ('+91', '9811300001', true, 'Dev', 'VERIFIED') RETURNING id`,
    );
    const ownerSession = newSessionToken(owner?.id ?? 0, new Date());
    await database.query(`INSERT INTO sessions (token_hash, user_id, login_type, expires_at) VALUES ($1, $2, 'PHONEOTP', now() + interval '1 day')`, [
      sessionTokenHash(ownerSession),
      owner?.id,
    ]);
    const csrf = csrfTokenFor('z'.repeat(40), ownerSession);
    const back = await googleCallback('', 'dev.patel@example.com');
    const link = (cookie: string, token: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/pwa/verification',
        payload: body,
        headers: { cookie: `token=${cookie}; oauth_binding=${back.binding}`, 'x-csrf-token': token },
      });
    const body = { oauth_token: back.code, oauth_mode: 'gmail', redirect_uri: `${WEB}/login/gmail/`, state: back.state, iss: back.iss };
    const withoutCsrf = await link(ownerSession, '', body);
    expect(withoutCsrf.statusCode).toBe(403);
    const linked = await link(ownerSession, csrf, body);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(userProfileSchema.parse(linked.json())).toMatchObject({
      emailId: 'dev.patel@example.com',
      verificationInfo: { phoneVerified: true, emailVerified: true, step: 'none' },
    });

    const thief = await googleCallback('', 'dev.patel@example.com');
    const [other] = await database.query<{ id: number }>(
      `INSERT INTO users (country_code, phone, phone_verified, first_name, user_status) VALUES ('+91', '9811300002', true, 'Eve', 'VERIFIED') RETURNING id`,
    );
    const otherSession = newSessionToken(other?.id ?? 0, new Date());
    await database.query(`INSERT INTO sessions (token_hash, user_id, login_type, expires_at) VALUES ($1, $2, 'PHONEOTP', now() + interval '1 day')`, [
      sessionTokenHash(otherSession),
      other?.id,
    ]);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/pwa/verification',
      payload: { oauth_token: thief.code, oauth_mode: 'gmail', redirect_uri: `${WEB}/login/gmail/`, state: thief.state, iss: thief.iss },
      headers: { cookie: `token=${otherSession}; oauth_binding=${thief.binding}`, 'x-csrf-token': csrfTokenFor('z'.repeat(40), otherSession) },
    });
    expect(taken.statusCode).toBe(409);
    expect(apiErrorSchema.parse(taken.json()).code).toBe('SOCIAL_ACCOUNT_TAKEN');
  });
});
