import type { CitiesQuery, CitiesResponse } from '../contracts/cities';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getCities(options: ApiClientOptions, query: CitiesQuery = {}, signal?: AbortSignal): Promise<CitiesResponse> {
  return getJson(options, apiRoutes.cities, query, () => import('../contracts/cities').then((contract) => contract.citiesResponseSchema), signal);
}
