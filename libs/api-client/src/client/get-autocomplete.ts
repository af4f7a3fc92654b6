import { autocompleteResponseSchema, type AutocompleteQuery, type AutocompleteResponse } from '../contracts/autocomplete';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getAutocomplete(options: ApiClientOptions, query: AutocompleteQuery, signal?: AbortSignal): Promise<AutocompleteResponse> {
  return getJson(options, apiRoutes.autocomplete, query, autocompleteResponseSchema, signal);
}
