import { queryOptions } from '@tanstack/react-query';
import type { ApiClientOptions, CitiesQuery, CitiesResponse } from '@stays/api-client';

/** Loaded on demand ('Near me'), like the autocomplete client. */
async function fetchCities(api: ApiClientOptions, query: CitiesQuery, signal?: AbortSignal): Promise<CitiesResponse> {
  const { getCities } = await import('@stays/api-client');
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
