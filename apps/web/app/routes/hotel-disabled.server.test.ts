// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { loader } from './page';

function apiAnswering(code: string) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ statusCode: 404, code, message: 'x' }), { status: 404, headers: { 'content-type': 'application/json' } }),
  );
}

function args(url: string, params: Record<string, string>) {
  return { request: new Request(url, { headers: { host: new URL(url).host } }), params, context: {} } as unknown as LoaderFunctionArgs;
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('a disabled hotel (guest-journey §2 "A category whose status is \'disabled\' sends the user to home")', () => {
  it('sends the guest to the home page', async () => {
    apiAnswering('HOTEL_DISABLED');
    const thrown = await loader(args('http://localhost/103/', { slug: '103' })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/');
  });

  it('sends the guest to their country’s home outside India', async () => {
    apiAnswering('HOTEL_DISABLED');
    const thrown = await loader(args('http://homes.localhost/nl/104/', { country: 'nl', slug: '104' })).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/nl/');
  });

  it('still answers an unknown hotel with the not-found page', async () => {
    apiAnswering('HOTEL_NOT_FOUND');
    const thrown = await loader(args('http://localhost/999999/', { slug: '999999' })).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
