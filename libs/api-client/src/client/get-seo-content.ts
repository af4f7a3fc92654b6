import type { SeoContent, SeoContentQuery } from '../contracts/content';
import { contentApiRoutes } from '../content-routes';
import { getJson, type ApiClientOptions } from './http';

export function getSeoContent(options: ApiClientOptions, query: SeoContentQuery, signal?: AbortSignal): Promise<SeoContent> {
  return getJson(options, contentApiRoutes.seoContent, query, () => import('../contracts/content').then((contract) => contract.seoContentSchema), signal);
}
