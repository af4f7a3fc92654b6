import { describe, expect, it } from 'vitest';
import { apiErrorSchema, sharedWishlistReplySchema, wishlistCodeDataSchema, wishlistReplySchema } from '@stays/api-client';
import { csrfTokenFor, newSessionToken, readAccountsConfig, startSession } from '@stays/server-accounts';
import { apiOnFixture } from '../testing/api-on-fixture';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';

// Issue 8: one guest can neither read nor change another's wishlist, whatever they send.
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'w'.repeat(40) });

const api = apiOnFixture({ accounts });

interface Guest {
  userId: number;
  token: string;
  csrf: string;
}

async function signedInGuest(name: string): Promise<Guest> {
  const [user] = await api.database.query<{ id: number }>(`INSERT INTO users (first_name, email) VALUES ($1, $2) RETURNING id`, [
    name,
    `${name.toLowerCase()}@example.com`,
  ]);
  const started = await startSession(api.database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { userId: user?.id ?? 0, token: started.token, csrf: csrfTokenFor(accounts.secret, started.token) };
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const as = (guest: Guest, csrf: string | null = guest.csrf) => ({ cookie: `token=${guest.token}`, ...(csrf ? { 'x-csrf-token': csrf } : {}) });

/** Every wishlist call that acts for the signed-in guest, with a body it would accept. */
const protectedCalls: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
  { method: 'POST', url: '/api/pwa/shortlisthotel', payload: { hotel_id: fixtureIds.goaPalms } },
  { method: 'GET', url: '/api/pwa/shortlisted-hotels-list' },
  { method: 'GET', url: '/api/pwa/wishlist' },
  { method: 'POST', url: '/api/pwa/generateNewLink', payload: {} },
  { method: 'POST', url: '/api/pwa/removeSharedWishlist', payload: {} },
];

async function victimWithSharedList() {
  const victim = await signedInGuest(`Victim${Math.floor(Math.random() * 1e6)}`);
  expect((await call('POST', '/api/pwa/shortlisthotel', as(victim), { hotel_id: fixtureIds.bagaBeach })).statusCode).toBe(200);
  const link = wishlistCodeDataSchema.parse((await call('POST', '/api/pwa/generateNewLink', as(victim), {})).json());
  return { victim, code: link.code ?? '' };
}

async function victimListUnchanged(victim: Guest, code: string) {
  const own = wishlistReplySchema.parse((await call('GET', '/api/pwa/wishlist', as(victim))).json());
  expect(own.data.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.bagaBeach]);
  expect(own.code_data.code).toBe(code);
}

describe('nobody reads or changes another guest’s wishlist', () => {
  it('refuses every call without a session, with a forged or malformed token, and clears the cookie', async () => {
    const { victim, code } = await victimWithSharedList();
    const forgedSameFormat = newSessionToken(victim.userId, FIXTURE_NOW);
    for (const cookie of [null, 'not-a-token', Buffer.from(`v1:${victim.userId}:2`).toString('base64url'), forgedSameFormat]) {
      for (const { method, url, payload } of protectedCalls) {
        const headers: Record<string, string> = {
          ...(cookie ? { cookie: `token=${cookie}` } : {}),
          'x-csrf-token': csrfTokenFor(accounts.secret, cookie ?? ''),
        };
        const response = await call(method, url, headers, payload);
        expect(response.statusCode, `${method} ${url} with ${cookie}`).toBe(401);
        expect(apiErrorSchema.parse(response.json()).code).toBe('UNAUTHORIZED');
        expect(String(response.headers['set-cookie'])).toMatch(/^token=;.*Max-Age=0/);
      }
    }
    await victimListUnchanged(victim, code);
  });

  it('refuses a change without the session’s anti-forgery token, with another session’s, or with a made-up one (403)', async () => {
    const { victim, code } = await victimWithSharedList();
    const attacker = await signedInGuest('Mallory');
    for (const csrf of [null, attacker.csrf, 'f'.repeat(64)]) {
      for (const { method, url, payload } of protectedCalls.filter((entry) => entry.method === 'POST')) {
        const response = await call(method, url, as(victim, csrf), payload);
        expect(response.statusCode, `${url} with ${csrf}`).toBe(403);
        expect(apiErrorSchema.parse(response.json()).code).toBe('CSRF_TOKEN_INVALID');
      }
    }
    await victimListUnchanged(victim, code);
  });

  it('acts only on the caller’s own list whatever ids the body names, and shows them only their own', async () => {
    const { victim, code } = await victimWithSharedList();
    const attacker = await signedInGuest('Eve');
    const smuggled = { user_id: victim.userId, wishlist_id: 1, userId: victim.userId, code };
    expect((await call('POST', '/api/pwa/shortlisthotel', as(attacker), { hotel_id: fixtureIds.bagaBeach, action: 'remove', ...smuggled })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/pwa/removeSharedWishlist', as(attacker), {})).statusCode).toBe(200);
    expect((await call('POST', '/api/pwa/generateNewLink', as(attacker), {})).statusCode).toBe(200);
    // Query strings naming the victim change nothing either.
    const read = wishlistReplySchema.parse((await call('GET', `/api/pwa/wishlist?user_id=${victim.userId}&userId=${victim.userId}`, as(attacker))).json());
    expect(read.data.hotels).toEqual([]);
    const list = await call('GET', `/api/pwa/shortlisted-hotels-list?user_id=${victim.userId}`, as(attacker));
    expect(list.json()).toMatchObject({ properties: [] });
    await victimListUnchanged(victim, code);
  });

  it('reveals a shared list only through its code: guessed, sequential and malformed codes get nothing, and no personal data leaks', async () => {
    const { victim, code } = await victimWithSharedList();
    for (const guess of [
      '1',
      String(victim.userId),
      'AAAAAAAAAAAAAAAAAAAAAAAA',
      code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A'),
      '../wishlist',
      "x' OR '1'='1",
    ]) {
      const response = await call('GET', `/api/pwa/wishlist/${encodeURIComponent(guess)}`, {});
      expect([400, 404], guess).toContain(response.statusCode);
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(response.statusCode);
    }
    const shared = await call('GET', `/api/pwa/wishlist/${code}`, {});
    const body = sharedWishlistReplySchema.parse(shared.json());
    expect(body.data.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.bagaBeach]);
    expect(shared.body).not.toMatch(/Victim|example\.com|user_?id/i);
    // Reading a shared list with it is not changing it: a stranger's session cannot edit it through the code.
    const stranger = await signedInGuest('Trudy');
    expect((await call('POST', `/api/pwa/wishlist/${code}`, as(stranger), { hotel_id: fixtureIds.goaPalms })).statusCode).toBe(404);
    await victimListUnchanged(victim, code);
  });

  it('ends access with the session: a signed-out token reads nothing', async () => {
    const { victim, code } = await victimWithSharedList();
    const second = await startSession(api.database, { userId: victim.userId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
    const signOut = await call('GET', '/api/pwa/userSignOut', { cookie: `token=${second.token}`, 'x-csrf-token': csrfTokenFor(accounts.secret, second.token) });
    expect(signOut.statusCode).toBe(200);
    expect((await call('GET', '/api/pwa/wishlist', { cookie: `token=${second.token}` })).statusCode).toBe(401);
    await victimListUnchanged(victim, code);
  });
});
