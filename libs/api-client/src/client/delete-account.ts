import type { AccountAck, DeleteAccountBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST deleteAccount: wipes the account and signs out everywhere (needs the anti-forgery token). */
export function deleteAccount(options: ApiClientOptions, body: DeleteAccountBody, csrfToken?: string | null, signal?: AbortSignal): Promise<AccountAck> {
  return sendJson(options, 'POST', accountRoutes.deleteAccount, body, () => import('../contracts/account').then((contract) => contract.accountAckSchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
