import type { SearchQuery, SearchResponse } from '../contracts/search';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function searchHotels(options: ApiClientOptions, query: SearchQuery, signal?: AbortSignal): Promise<SearchResponse> {
  return getJson(options, apiRoutes.search, query, () => import('../contracts/search').then((contract) => contract.searchResponseSchema), signal);
}
