import type { TooltipInfo, TooltipInfoQuery } from '../contracts/hotel-info';
import { tooltipInfoPath } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getTooltipInfo(options: ApiClientOptions, hotelId: number, query: TooltipInfoQuery, signal?: AbortSignal): Promise<TooltipInfo> {
  return getJson(options, tooltipInfoPath(hotelId), query, () => import('../contracts/hotel-info').then((contract) => contract.tooltipInfoSchema), signal);
}
