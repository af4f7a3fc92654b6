import { referralRoutes } from '../contracts/referral-routes';
import type { RewardsQuery, RewardsReply } from '../contracts/referral';
import { getJson, type ApiClientOptions } from './http';

/** GET rewards: the signed-in guest's transaction_list, all or one category (401 when not signed in). */
export function getRewards(options: ApiClientOptions, query: RewardsQuery, signal?: AbortSignal): Promise<RewardsReply> {
  return getJson(options, referralRoutes.rewards, query, () => import('../contracts/referral').then((contract) => contract.rewardsReplySchema), signal);
}
