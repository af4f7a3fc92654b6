import type { CurrentUserReply } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET userProfile: the signed-in guest and their anti-forgery token, or isLoggedIn false. */
export function getUserProfile(options: ApiClientOptions, signal?: AbortSignal): Promise<CurrentUserReply> {
  return getJson(options, accountRoutes.userProfile, {}, () => import('../contracts/account').then((contract) => contract.currentUserReplySchema), signal);
}
