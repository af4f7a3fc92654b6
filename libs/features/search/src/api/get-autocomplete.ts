import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClientOptions, AutocompleteQuery, AutocompleteResponse } from '@stays/api-client';
import { useSearchConfig } from '../config/search-config';

/** The API client (and its response schemas) loads when the guest first types, not with the page. */
async function fetchAutocomplete(api: ApiClientOptions, query: AutocompleteQuery, signal?: AbortSignal): Promise<AutocompleteResponse> {
  const { getAutocomplete } = await import('@stays/api-client');
  return getAutocomplete(api, query, signal);
}

export function autocompleteQueryOptions(api: ApiClientOptions, query: AutocompleteQuery) {
  return queryOptions({
    queryKey: ['autocomplete', query] as const,
    queryFn: ({ signal }) => fetchAutocomplete(api, query, signal),
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for what the guest typed (already debounced); nothing is asked for an empty text. */
export function useAutocomplete(text: string) {
  const config = useSearchConfig();
  const query: AutocompleteQuery = {
    query: text.trim(),
    region: config.countryId,
    brandName: config.brandName,
    defaultPropertyType: config.defaultPropertyType,
  };
  return useQuery({ ...autocompleteQueryOptions(config.api, query), enabled: query.query.length > 0, placeholderData: (previous) => previous });
}
