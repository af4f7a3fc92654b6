import type { AutocompleteQuery, AutocompleteResponse } from '../contracts/autocomplete';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getAutocomplete(options: ApiClientOptions, query: AutocompleteQuery, signal?: AbortSignal): Promise<AutocompleteResponse> {
  return getJson(
    options,
    apiRoutes.autocomplete,
    query,
    () => import('../contracts/autocomplete').then((contract) => contract.autocompleteResponseSchema),
    signal,
  );
}
