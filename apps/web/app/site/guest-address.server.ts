import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The guest's network address for the API calls a page's loader makes on their behalf, so the API's per-address
 * rate limits count the guest and not this web server. The production server (server.mjs) runs each page
 * request inside this store; elsewhere (the dev server, tests) there is none and the calls carry no address.
 */
const STORE_KEY = Symbol.for('stays.web.guestAddress');

type GuestAddressStore = AsyncLocalStorage<{ address: string }>;

export function guestAddress(): string | undefined {
  const store = (globalThis as Record<symbol, GuestAddressStore | undefined>)[STORE_KEY];
  return store?.getStore()?.address;
}
