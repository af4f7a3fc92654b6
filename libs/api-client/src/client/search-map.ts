import type { MapSearchResponse, SearchQuery } from '../contracts/search';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

/** The map's results: the search query with up to 5,000 results, minimal fields. */
export function searchMap(options: ApiClientOptions, query: SearchQuery, signal?: AbortSignal): Promise<MapSearchResponse> {
  return getJson(options, apiRoutes.searchMap, query, () => import('../contracts/search').then((contract) => contract.mapSearchResponseSchema), signal);
}
