import type { SlVerifiedReply } from '../contracts/account-new-flow';
import { accountRoutes } from '../contracts/account-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET slVerified: the signed-in guest's verification state, and which contact the link step asks for. */
export function getSlVerified(options: ApiClientOptions, query: { devise_role?: string }, signal?: AbortSignal): Promise<SlVerifiedReply> {
  return getJson(
    options,
    accountRoutes.slVerified,
    query,
    () => import('../contracts/account-new-flow').then((contract) => contract.slVerifiedReplySchema),
    signal,
  );
}
