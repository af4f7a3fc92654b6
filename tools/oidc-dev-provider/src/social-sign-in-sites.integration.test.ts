import type { Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, slVerifyReplySchema, type SocialProvider } from '@stays/api-client';
import { readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { createTestDatabase } from '@stays/server-db/testing';
import { buildApiServer } from '@stays/server-http';
import { devProviderApiEnv } from './dev-clients';
import { devWebOrigins } from './dev-web-origins';
import { createDevProvider } from './oidc-dev-provider';
import { freePort } from './testing/free-port';
import { signInAtProvider } from './testing/provider-browser';

// Social sign-in sends the guest back to the site (brand and country) they started on, never to a host that is not ours.
const WEB_PORT = 4222;
let database: Database;
let app: FastifyInstance;
let providerServer: HttpServer;
let issuer: string;

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  providerServer = createDevProvider({ issuer, webOrigins: devWebOrigins(WEB_PORT) }).listen(port, '127.0.0.1');
  database = await createTestDatabase();
  app = buildApiServer({
    database,
    logger: false,
    accounts: readAccountsConfig({ ACCOUNTS_SECRET: 'h'.repeat(40), WEB_ORIGIN: `http://localhost:${WEB_PORT}`, ...devProviderApiEnv(issuer) }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise((resolve) => providerServer?.close(resolve));
});

/** The browser on `host` follows a "Continue with …" button: the API's redirect to the provider and its binding cookie. */
async function startOn(host: string, provider: SocialProvider, retUrl: string) {
  const response = await app.inject({ method: 'GET', url: `/api/pwa/slOauth/${provider}?retUrl=${encodeURIComponent(retUrl)}`, headers: { host } });
  expect(response.statusCode, response.body).toBe(302);
  const binding = /oauth_binding=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
  return { authorize: new URL(String(response.headers['location'])), binding };
}

function verifyOn(host: string, binding: string, params: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/pwa/slVerify',
    payload: { provider: 'gmail', code: params['code'] ?? '', state: params['state'] ?? '', iss: params['iss'] ?? '' },
    headers: { host, cookie: `oauth_binding=${binding}` },
  });
}

describe('social sign-in returns the guest to the site they started on', () => {
  it('Google from a Dunelight country site comes back to that site and signs the guest in there', async () => {
    const { authorize, binding } = await startOn(`nl.homes.localhost:${WEB_PORT}`, 'gmail', '/accountdetails');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`http://nl.homes.localhost:${WEB_PORT}/login/gmail/`);

    const back = await signInAtProvider(issuer, authorize.toString(), 'femke.de.vries@example.com');
    if (back.kind !== 'redirect') throw new Error('Google answers with a redirect');
    expect(`${back.url.origin}${back.url.pathname}`).toBe(`http://nl.homes.localhost:${WEB_PORT}/login/gmail/`);
    expect(back.url.searchParams.get('error'), back.url.toString()).toBeNull();

    const signedIn = await verifyOn(`nl.homes.localhost:${WEB_PORT}`, binding, Object.fromEntries(back.url.searchParams));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(slVerifyReplySchema.parse(signedIn.json())).toMatchObject({ user: { emailId: 'femke.de.vries@example.com' }, retUrl: '/accountdetails' });
  });

  it("Apple's form_post goes to the API on the site the guest started on", async () => {
    const { authorize } = await startOn(`de.homes.localhost:${WEB_PORT}`, 'apple', '/');
    const back = await signInAtProvider(issuer, authorize.toString(), 'jonas.weber@example.com');
    if (back.kind !== 'form_post') throw new Error('Apple answers with form_post');
    expect(back.action).toBe(`http://de.homes.localhost:${WEB_PORT}/api/pwa/tpl/apple`);
  });

  it("authenticate by oauth_token takes the callback of the guest's own site only", async () => {
    const { authorize, binding } = await startOn(`homes.localhost:${WEB_PORT}`, 'gmail', '/');
    const back = await signInAtProvider(issuer, authorize.toString(), 'lotte.jansen@example.com');
    if (back.kind !== 'redirect') throw new Error('Google answers with a redirect');
    const params = Object.fromEntries(back.url.searchParams);
    const authenticate = (redirectUri: string) =>
      app.inject({
        method: 'POST',
        url: '/api/pwa/authenticate',
        payload: { oauth_token: params['code'], redirect_uri: redirectUri, state: params['state'], iss: params['iss'] },
        headers: { host: `homes.localhost:${WEB_PORT}`, cookie: `oauth_binding=${binding}` },
      });
    const otherSite = await authenticate(`http://localhost:${WEB_PORT}/login/gmail/`);
    expect(apiErrorSchema.parse(otherSite.json()).code).toBe('REDIRECT_URI_UNKNOWN');
    const ownSite = await authenticate(`http://homes.localhost:${WEB_PORT}/login/gmail/`);
    expect(ownSite.statusCode, ownSite.body).toBe(200);
  });

  it('a host that is none of our sites is refused: no redirect to the provider, no binding cookie', async () => {
    for (const host of ['evil.example', `homes.localhost.evil.example:${WEB_PORT}`]) {
      const refused = await app.inject({ method: 'GET', url: '/api/pwa/slOauth/gmail?retUrl=%2F', headers: { host } });
      expect(refused.statusCode, host).toBe(400);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({ statusCode: 400, code: 'HOST_NOT_SERVED' });
      expect(refused.headers['location']).toBeUndefined();
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const forged = await verifyOn('evil.example', 'any-binding', { code: 'x', state: 'y' });
    expect(apiErrorSchema.parse(forged.json())).toMatchObject({ statusCode: 400, code: 'HOST_NOT_SERVED' });
  });
});
