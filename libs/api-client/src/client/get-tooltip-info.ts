import { tooltipInfoSchema, type TooltipInfo, type TooltipInfoQuery } from '../contracts/hotel-info';
import { tooltipInfoPath } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getTooltipInfo(options: ApiClientOptions, hotelId: number, query: TooltipInfoQuery, signal?: AbortSignal): Promise<TooltipInfo> {
  return getJson(options, tooltipInfoPath(hotelId), query, tooltipInfoSchema, signal);
}
