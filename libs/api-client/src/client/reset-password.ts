import type { AccountAck, ResetPasswordBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST resetPassword: a new password with the link's single-use token. */
export function resetPassword(options: ApiClientOptions, body: ResetPasswordBody, csrfToken?: string | null, signal?: AbortSignal): Promise<AccountAck> {
  return sendJson(options, 'POST', accountRoutes.resetPassword, body, () => import('../contracts/account').then((contract) => contract.accountAckSchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
