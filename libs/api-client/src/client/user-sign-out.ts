import type { AccountAck } from '../contracts/account';
import { accountRoutes, CSRF_HEADER } from '../contracts/account-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET userSignOut: ends the session server-side and clears the cookie; carries the anti-forgery token. */
export function userSignOut(options: ApiClientOptions, csrfToken: string | null, signal?: AbortSignal): Promise<AccountAck> {
  const headers = { ...options.headers, ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}) };
  return getJson(
    { ...options, headers },
    accountRoutes.userSignOut,
    {},
    () => import('../contracts/account').then((contract) => contract.accountAckSchema),
    signal,
  );
}
