import type { UserProfile, VerificationBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST verification: the e-mail verification link's token. */
export function verifyEmail(options: ApiClientOptions, body: VerificationBody, csrfToken?: string | null, signal?: AbortSignal): Promise<UserProfile> {
  return sendJson(options, 'POST', accountRoutes.verification, body, () => import('../contracts/account').then((contract) => contract.userProfileSchema), { headers: csrfToken ? { 'x-csrf-token': csrfToken } : {}, signal });
}
