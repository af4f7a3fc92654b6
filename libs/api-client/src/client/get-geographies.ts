import type { GeographiesQuery, GeographiesResponse } from '../contracts/geographies';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getGeographies(options: ApiClientOptions, query: GeographiesQuery, signal?: AbortSignal): Promise<GeographiesResponse> {
  return getJson(
    options,
    apiRoutes.geographies,
    query,
    () => import('../contracts/geographies').then((contract) => contract.geographiesResponseSchema),
    signal,
  );
}
