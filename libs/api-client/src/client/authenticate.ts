import type { AuthenticateBody, AuthenticateReply } from '../contracts/account-new-flow';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST authenticate: signs in, or (a right OTP for a new phone) answers the phone_verification_token for sign-up. */
export function authenticate(options: ApiClientOptions, body: AuthenticateBody, signal?: AbortSignal): Promise<AuthenticateReply> {
  return sendJson(
    options,
    'POST',
    accountRoutes.authenticate,
    body,
    () => import('../contracts/account-new-flow').then((contract) => contract.authenticateReplySchema),
    { signal },
  );
}
