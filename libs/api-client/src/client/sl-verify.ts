import type { SlVerifyReply, SlVerifyBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST slVerify: finishes a social sign-in with the code and state the provider sent back. */
export function slVerify(options: ApiClientOptions, body: SlVerifyBody, csrfToken?: string | null, signal?: AbortSignal): Promise<SlVerifyReply> {
  return sendJson(options, 'POST', accountRoutes.slVerify, body, () => import('../contracts/account').then((contract) => contract.slVerifyReplySchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
