import type { DealInfo, DealInfoQuery } from '../contracts/deals';
import { dealInfoPath } from '../routes';
import { getJson, type ApiClientOptions } from './http';

/** GET deal info by {id}: 404 DEAL_NOT_FOUND when unknown, expired or of another brand. */
export function getDealInfo(options: ApiClientOptions, dealId: number, query: DealInfoQuery, signal?: AbortSignal): Promise<DealInfo> {
  return getJson(options, dealInfoPath(dealId), query, () => import('../contracts/deals').then((contract) => contract.dealInfoSchema), signal);
}
