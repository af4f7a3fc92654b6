// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import routes from '../routes';
import { fakeApi, outcomeOf, type FakeReply, type RecordedRequest } from '../testing/fake-api';
import { action, loader } from './account-save-card';
import { loader as resultLoader } from './save-card-result';
import { userProfileFixture } from '@stays/api-client/testing';

const SIGNED_IN_COOKIE = 'token=session-abc';

function args(url: string, init?: RequestInit, params: Record<string, string> = {}) {
  return { request: new Request(url, { ...init, headers: { host: new URL(url).host, ...(init?.headers ?? {}) } }), params, context: {} };
}

const profile = userProfileFixture({ hasPassword: false, verificationInfo: { phoneVerified: true, emailVerified: false, step: 'verify' } });
const signedIn = { isLoggedIn: true, user: profile, csrf_token: 'csrf-xyz' };
const signedOut = { isLoggedIn: false, user: null, csrf_token: null };

/** The API of a guest signed in or not: who is signed in, their saved cards, and a card check opened. */
function api(viewer: typeof signedIn | typeof signedOut, overrides: (request: RecordedRequest) => FakeReply | null = () => null) {
  return fakeApi((request) => {
    const override = overrides(request);
    if (override) return override;
    if (request.url.pathname === '/api/pwa/userProfile') return { body: viewer };
    if (request.url.pathname === '/api/pwa/saved-cards') return { body: { saved_cards: [{ id: 3, network: 'Visa', last4: '1111' }] } };
    if (request.url.pathname === '/api/pwa/save-card') return { body: { redirectUrl: '/api/pwa/sandbox-pay/sbx_card', order_id: 'sbx_card', amount: 0 } };
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'not found' } };
  });
}

function submit(url: string, form: Record<string, string>, cookie = SIGNED_IN_COOKIE) {
  return args(url, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  }) as ActionFunctionArgs;
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/booking/save-card (no booking)', () => {
  it('is its own route, not booking/:bookingId with "save-card" for an id', () => {
    const declared: RouteObject[] = routes.map((entry) => ({ id: entry.id ?? entry.file, path: entry.path ?? '' }));
    const leaf = (path: string) => matchRoutes(declared, path)?.at(-1)?.route.id;
    expect(leaf('/booking/save-card')).toBe('account-save-card');
    expect(leaf('/booking/NV7Q4K2M')).toBe('booking');
    expect(leaf('/booking/NV7Q4K2M/save-card')).toBe('save-card');
  });

  it('shows the signed-in guest’s saved cards, asked for with their session', async () => {
    const requests = api(signedIn);
    const page = await loader(args('http://localhost/booking/save-card', { headers: { cookie: `${SIGNED_IN_COOKIE}; theme=dark` } }) as LoaderFunctionArgs);
    expect(page).toMatchObject({ cards: [{ id: 3, network: 'Visa', last4: '1111' }], csrfToken: 'csrf-xyz' });
    expect(requests.find((request) => request.url.pathname === '/api/pwa/saved-cards')?.headers.get('cookie')).toBe(SIGNED_IN_COOKIE);
  });

  it('sends a guest not signed in to sign in, coming back here afterwards', async () => {
    const requests = api(signedOut);
    const outcome = await outcomeOf(loader(args('http://localhost/booking/save-card') as LoaderFunctionArgs));
    expect(outcome).toEqual({ status: 302, location: `/login?retUrl=${encodeURIComponent('http://localhost/booking/save-card')}` });
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/pwa/userProfile']);
  });

  it('starts the card check in the site’s currency with the session and its anti-forgery token, then sends the browser to the provider', async () => {
    const requests = api(signedIn);
    const outcome = await outcomeOf(action(submit('http://localhost/booking/save-card', { intent: 'saveCard', csrf_token: 'csrf-xyz' })));
    expect(outcome).toEqual({ status: 302, location: '/api/pwa/sandbox-pay/sbx_card' });
    const started = requests.find((request) => request.method === 'POST');
    expect(started?.url.pathname).toBe('/api/pwa/save-card');
    expect(started?.body).toMatchObject({ currency_code: 'INR' });
    expect(started?.headers.get('x-csrf-token')).toBe('csrf-xyz');
    expect(started?.headers.get('cookie')).toBe(SIGNED_IN_COOKIE);

    const homes = api(signedIn);
    await outcomeOf(action(submit('http://homes.localhost/booking/save-card', { intent: 'saveCard', csrf_token: 'csrf-xyz' })));
    expect(homes.find((request) => request.method === 'POST')?.body).toMatchObject({ currency_code: 'EUR' });
  });

  it('sends a guest whose session ended to sign in; a form without its token is refused with nothing started', async () => {
    api(signedIn, (request) =>
      request.method === 'POST' ? { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } } : null,
    );
    const ended = await outcomeOf(action(submit('http://localhost/booking/save-card', { intent: 'saveCard', csrf_token: 'csrf-xyz' })));
    expect(ended).toEqual({ status: 302, location: `/login?retUrl=${encodeURIComponent('http://localhost/booking/save-card')}` });

    const requests = api(signedIn);
    expect(await outcomeOf(action(submit('http://localhost/booking/save-card', { intent: 'saveCard' })))).toEqual({ status: 400 });
    expect(requests).toEqual([]);
  });
});

describe('/save-card/{status} of a card saved to the account', () => {
  it('leads back to the general save-card, verified or not', async () => {
    const load = (status: string) => resultLoader(args(`http://localhost/save-card/${status}?saved_to=account`, undefined, { status }) as LoaderFunctionArgs);
    await expect(load('verified')).resolves.toMatchObject({ verified: true, savedTo: 'account', backHref: '/booking/save-card' });
    await expect(load('error')).resolves.toMatchObject({ verified: false, savedTo: 'account', backHref: '/booking/save-card' });
  });
});
