import type { CmsQuery, CmsResponse } from '../contracts/content';
import { contentApiRoutes } from '../content-routes';
import { getJson, type ApiClientOptions } from './http';

export function getCms(options: ApiClientOptions, query: CmsQuery, signal?: AbortSignal): Promise<CmsResponse> {
  return getJson(options, contentApiRoutes.cms, query, () => import('../contracts/content').then((contract) => contract.cmsResponseSchema), signal);
}
