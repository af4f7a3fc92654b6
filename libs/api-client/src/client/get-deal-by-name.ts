import type { DealInfo, DealInfoQuery } from '../contracts/deals';
import { dealByNamePath } from '../routes';
import { getJson, type ApiClientOptions } from './http';

/** The deal page's deal, by its name: 404 DEAL_NOT_FOUND when unknown, expired or of another brand. */
export function getDealByName(options: ApiClientOptions, dealName: string, query: DealInfoQuery, signal?: AbortSignal): Promise<DealInfo> {
  return getJson(options, dealByNamePath(dealName), query, () => import('../contracts/deals').then((contract) => contract.dealInfoSchema), signal);
}
