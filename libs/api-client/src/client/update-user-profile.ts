import type { UserProfile, UpdateUserProfileBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST updateUserProfile: changes the fields sent (needs the session's anti-forgery token). */
export function updateUserProfile(
  options: ApiClientOptions,
  body: UpdateUserProfileBody,
  csrfToken?: string | null,
  signal?: AbortSignal,
): Promise<UserProfile> {
  return sendJson(options, 'POST', accountRoutes.updateUserProfile, body, () => import('../contracts/account').then((contract) => contract.userProfileSchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
