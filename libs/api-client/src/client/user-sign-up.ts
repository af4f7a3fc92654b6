import type { SessionReply, UserSignUpBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST userSignUp: the spec's sign-up body; signs the new guest in. */
export function userSignUp(options: ApiClientOptions, body: UserSignUpBody, csrfToken?: string | null, signal?: AbortSignal): Promise<SessionReply> {
  return sendJson(options, 'POST', accountRoutes.userSignUp, body, () => import('../contracts/account').then((contract) => contract.sessionReplySchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
