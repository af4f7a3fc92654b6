import type { SitemapPlacesQuery, SitemapPlacesResponse } from '../contracts/sitemap';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

/** The cities (with localities and themes) and deals a brand's (and country's) sitemap lists. */
export function getSitemapPlaces(options: ApiClientOptions, query: SitemapPlacesQuery, signal?: AbortSignal): Promise<SitemapPlacesResponse> {
  return getJson(
    options,
    apiRoutes.sitemapPlaces,
    query,
    () => import('../contracts/sitemap').then((contract) => contract.sitemapPlacesResponseSchema),
    signal,
  );
}
