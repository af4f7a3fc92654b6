import type { SitemapHotelsQuery, SitemapHotelsResponse } from '../contracts/sitemap';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

/** One page of a brand's (and country's) active properties for its sitemap. */
export function getSitemapHotels(options: ApiClientOptions, query: SitemapHotelsQuery, signal?: AbortSignal): Promise<SitemapHotelsResponse> {
  return getJson(
    options,
    apiRoutes.sitemapHotels,
    query,
    () => import('../contracts/sitemap').then((contract) => contract.sitemapHotelsResponseSchema),
    signal,
  );
}
