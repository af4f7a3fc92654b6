import { citiesResponseSchema, type CitiesQuery, type CitiesResponse } from '../contracts/cities';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getCities(options: ApiClientOptions, query: CitiesQuery = {}, signal?: AbortSignal): Promise<CitiesResponse> {
  return getJson(options, apiRoutes.cities, query, citiesResponseSchema, signal);
}
