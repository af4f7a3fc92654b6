import type { SimilarHotelsQuery, SimilarHotelsResponse } from '../contracts/similar-hotels';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getSimilarHotels(options: ApiClientOptions, query: SimilarHotelsQuery, signal?: AbortSignal): Promise<SimilarHotelsResponse> {
  return getJson(
    options,
    apiRoutes.similarHotels,
    query,
    () => import('../contracts/similar-hotels').then((contract) => contract.similarHotelsResponseSchema),
    signal,
  );
}
