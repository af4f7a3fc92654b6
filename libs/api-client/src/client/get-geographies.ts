import { geographiesResponseSchema, type GeographiesQuery, type GeographiesResponse } from '../contracts/geographies';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getGeographies(options: ApiClientOptions, query: GeographiesQuery, signal?: AbortSignal): Promise<GeographiesResponse> {
  return getJson(options, apiRoutes.geographies, query, geographiesResponseSchema, signal);
}
