import { queryOptions } from '@tanstack/react-query';
import { getCities, type ApiClientOptions, type CitiesQuery, type CitiesResponse } from '@stays/api-client';

export function fetchCities(api: ApiClientOptions, query: CitiesQuery, signal?: AbortSignal): Promise<CitiesResponse> {
  return getCities(api, query, signal);
}

/** Every city we sell in ('Near me' picks the closest of the brand's); cities change rarely. */
export function citiesQueryOptions(api: ApiClientOptions, query: CitiesQuery = {}) {
  return queryOptions({
    queryKey: ['cities', query] as const,
    queryFn: ({ signal }) => fetchCities(api, query, signal),
    staleTime: 60 * 60_000,
  });
}
