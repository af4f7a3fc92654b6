import type { SessionReply, UserSignInBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST userSignIn: phone + OTP or e-mail + password; the session cookie is set by the answer. */
export function userSignIn(options: ApiClientOptions, body: UserSignInBody, csrfToken?: string | null, signal?: AbortSignal): Promise<SessionReply> {
  return sendJson(options, 'POST', accountRoutes.userSignIn, body, () => import('../contracts/account').then((contract) => contract.sessionReplySchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
