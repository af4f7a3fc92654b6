import type { AccountAck, ForgotPasswordBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST forgotPassword: a reset link by e-mail when the address has an account (same answer either way). */
export function forgotPassword(options: ApiClientOptions, body: ForgotPasswordBody, csrfToken?: string | null, signal?: AbortSignal): Promise<AccountAck> {
  return sendJson(options, 'POST', accountRoutes.forgotPassword, body, () => import('../contracts/account').then((contract) => contract.accountAckSchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
