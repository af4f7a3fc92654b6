import type { UserProfile } from '../contracts/account';
import type { VerificationBody } from '../contracts/account-new-flow';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST verification: the e-mail link's token, or (signed in, with the anti-forgery token) an e-mail code, a phone or a social provider to link. */
export function verifyEmail(options: ApiClientOptions, body: VerificationBody, csrfToken?: string | null, signal?: AbortSignal): Promise<UserProfile> {
  return sendJson(options, 'POST', accountRoutes.verification, body, () => import('../contracts/account').then((contract) => contract.userProfileSchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
