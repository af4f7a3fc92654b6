// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { serverApi } from '../site/api.server';
import { loader as sharedLoader } from './shared-wishlist';
import { loader } from './wishlist';

type Recorded = { url: URL; headers: Headers };

function fakeApi(answer: (url: URL) => { status?: number; body: unknown }) {
  const requests: Recorded[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({ url, headers: new Headers(init?.headers) });
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

function args(url: string, cookie?: string, params: Record<string, string> = {}) {
  const headers: Record<string, string> = { host: new URL(url).host, ...(cookie ? { cookie } : {}) };
  return { request: new Request(url, { headers }), params, context: {} } as unknown as LoaderFunctionArgs;
}

const emptyWishlist = {
  data: { hotels: [], count: 0, defaultShortlistResponse: { count: 0, max_items: 50, code: null } },
  code_data: { code: null, path: null },
};

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/wishlist and /saved-hotels', () => {
  it('asks GET wishlist with the guest’s session cookie', async () => {
    const requests = fakeApi(() => ({ body: emptyWishlist }));
    const page = await loader(args('http://homes.localhost/wishlist', 'token=abc; locale=nl'));
    expect(page.reply.data.count).toBe(0);
    // The locale cookie chooses the title's language.
    expect(page.meta.title).toBe('Je verlanglijst | Dunelight Homes');
    expect(requests[0]?.url.pathname).toBe('/api/pwa/wishlist');
    expect(requests[0]?.headers.get('cookie')).toBe('token=abc; locale=nl');
  });

  it('sends a guest who is not signed in to sign in and back', async () => {
    fakeApi(() => ({ status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'sign in' } }));
    const thrown = await loader(args('http://localhost/saved-hotels')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/login?retUrl=${encodeURIComponent('http://localhost/saved-hotels')}`);
  });
});

describe('/wishlist/{wishlistCode}', () => {
  it('reads the shared list without any cookie of the visitor', async () => {
    const requests = fakeApi(() => ({
      body: { data: { hotels: [], count: 0 }, code_data: { code: 'abcdefghijklmnopqrstuvwx', path: '/wishlist/abcdefghijklmnopqrstuvwx' } },
    }));
    const result = await sharedLoader(args('http://localhost/wishlist/abcdefghijklmnopqrstuvwx', 'token=abc', { wishlistCode: 'abcdefghijklmnopqrstuvwx' }));
    expect(result.init?.status).toBe(200);
    expect(requests[0]?.url.pathname).toBe('/api/pwa/wishlist/abcdefghijklmnopqrstuvwx');
    expect(requests[0]?.headers.get('cookie')).toBeNull();
  });

  it('answers a dead link with a 404 page that says so, and a malformed one without asking the API', async () => {
    const requests = fakeApi(() => ({ status: 404, body: { statusCode: 404, code: 'WISHLIST_NOT_FOUND', message: 'gone' } }));
    const dead = await sharedLoader(args('http://localhost/wishlist/abcdefghijklmnopqrstuvwx', undefined, { wishlistCode: 'abcdefghijklmnopqrstuvwx' }));
    expect(dead.init?.status).toBe(404);
    expect(dead.data.reply).toBeNull();
    const malformed = await sharedLoader(args('http://localhost/wishlist/x', undefined, { wishlistCode: 'x' }));
    expect(malformed.init?.status).toBe(404);
    expect(requests).toHaveLength(1);
  });
});

describe('the API as loaders reach it', () => {
  it('carries only the session cookie of the guest (search and hotel pages mark their wishlist)', () => {
    const request = new Request('http://localhost/hotels-in-goa', { headers: { cookie: 'locale=nl; token=abc.def; _ga=tracking' } });
    expect(serverApi('en', request).headers).toEqual({ cookie: 'token=abc.def' });
    expect(serverApi('en', new Request('http://localhost/')).headers).toBeUndefined();
    expect(serverApi('en').headers).toBeUndefined();
  });
});
