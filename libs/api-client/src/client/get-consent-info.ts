import type { ConsentInfo, ConsentInfoQuery } from '../contracts/analytics';
import { analyticsRoutes } from '../contracts/analytics-routes';
import { getJson, type ApiClientOptions } from './http';

/** The consent (gdpr) info of a country: what the consent banner needs. */
export function getConsentInfo(options: ApiClientOptions, query: ConsentInfoQuery, signal?: AbortSignal): Promise<ConsentInfo> {
  return getJson(options, analyticsRoutes.consentInfo, query, () => import('../contracts/analytics').then((contract) => contract.consentInfoSchema), signal);
}
