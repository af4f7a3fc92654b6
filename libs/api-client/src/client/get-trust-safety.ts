import { trustSafetySchema, type TrustSafetyInfo, type TrustSafetyQuery } from '../contracts/hotel-info';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getTrustSafety(options: ApiClientOptions, query: TrustSafetyQuery, signal?: AbortSignal): Promise<TrustSafetyInfo> {
  return getJson(options, apiRoutes.trustSafety, query, trustSafetySchema, signal);
}
