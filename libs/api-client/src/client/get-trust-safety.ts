import type { TrustSafetyInfo, TrustSafetyQuery } from '../contracts/hotel-info';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getTrustSafety(options: ApiClientOptions, query: TrustSafetyQuery, signal?: AbortSignal): Promise<TrustSafetyInfo> {
  return getJson(options, apiRoutes.trustSafety, query, () => import('../contracts/hotel-info').then((contract) => contract.trustSafetySchema), signal);
}
