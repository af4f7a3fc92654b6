import type { PolicyCheck, PolicyCheckQuery } from '../contracts/content';
import { contentApiRoutes } from '../content-routes';
import { getJson, type ApiClientOptions } from './http';

export function getPolicyCheck(options: ApiClientOptions, query: PolicyCheckQuery, signal?: AbortSignal): Promise<PolicyCheck> {
  return getJson(options, contentApiRoutes.policyCheck, query, () => import('../contracts/content').then((contract) => contract.policyCheckSchema), signal);
}
