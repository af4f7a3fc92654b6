import { describe, expect, it, vi } from 'vitest';
import { getWallet, validateCoupon, type ApiClientOptions } from '@stays/api-client';
import { signOutWhenSessionEnded } from './session-ended';

/** A page in webview mode: what the guest sees is the reload, what the native app sees is its logout message. */
function fakePage() {
  const reload = vi.fn();
  const postMessage = vi.fn();
  const document = { documentElement: { dataset: { webview: 'true' } } };
  const target = { document, location: { reload }, ReactNativeWebView: { postMessage } } as unknown as Window;
  return { target, reload, postMessage };
}

/** The browser's API options (the one place the rule is wired), with the API answering every call as given. */
function apiAnswering(page: ReturnType<typeof fakePage>, status: number, code: string): ApiClientOptions {
  const fetchImpl = vi.fn(
    async () => new Response(JSON.stringify({ statusCode: status, code, message: 'refused' }), { status, headers: { 'content-type': 'application/json' } }),
  );
  return { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch, onFailure: (error) => signOutWhenSessionEnded(error, page.target) };
}

const readWallet = (api: ApiClientOptions) => getWallet(api, { country_iso_a2_code: 'IN', user_type: 'user' });
const applyCoupon = (api: ApiClientOptions) =>
  validateCoupon(
    api,
    { code: 'WELCOME10', hotel_id: 1, room_category_id: 1, checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '1,2,0,0,0' },
    'csrf-1',
  );

describe('a 401 on any call made with the guest’s session signs the guest out (accounts-commerce §4)', () => {
  it('signs out once on a 401 from a query, however many calls of the page fail with it', async () => {
    const page = fakePage();
    const api = apiAnswering(page, 401, 'UNAUTHORIZED');
    await expect(readWallet(api)).rejects.toMatchObject({ statusCode: 401 });
    await expect(readWallet(api)).rejects.toMatchObject({ statusCode: 401 });
    expect(page.reload).toHaveBeenCalledOnce();
    expect(page.postMessage).toHaveBeenCalledOnce();
    expect(JSON.parse(String(page.postMessage.mock.calls[0]?.[0]))).toEqual({ type: 'logout' });
  });

  it('signs out once on a 401 from a mutation', async () => {
    const page = fakePage();
    await expect(applyCoupon(apiAnswering(page, 401, 'UNAUTHORIZED'))).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect(page.reload).toHaveBeenCalledOnce();
    expect(page.postMessage).toHaveBeenCalledOnce();
  });

  it.each([
    [403, 'FORBIDDEN'],
    [404, 'HOTEL_NOT_FOUND'],
    [401, 'INVALID_CREDENTIALS'],
  ])('leaves the guest signed in on %i %s, from a query or a mutation', async (status, code) => {
    const page = fakePage();
    await expect(readWallet(apiAnswering(page, status, code))).rejects.toMatchObject({ statusCode: status, code });
    await expect(applyCoupon(apiAnswering(page, status, code))).rejects.toMatchObject({ statusCode: status, code });
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.postMessage).not.toHaveBeenCalled();
  });
});
