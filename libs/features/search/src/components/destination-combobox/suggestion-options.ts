import type { AutocompleteResponse, Suggestion } from '@stays/api-client';
import { suggestionToDestination, type Destination } from '../../utils/destination';

export type SuggestionGroupKey = 'sentences' | 'locations' | 'hotels';

export interface SuggestionOption {
  key: string;
  suggestion: Suggestion;
  destination: Destination;
}

export interface SuggestionOptionGroup {
  key: SuggestionGroupKey;
  options: SuggestionOption[];
}

const GROUP_KEYS: readonly SuggestionGroupKey[] = ['sentences', 'locations', 'hotels'];

/** The reply's groups in the API's priority order, keeping only suggestions a search can go to. */
export function toOptionGroups(response: AutocompleteResponse | undefined): SuggestionOptionGroup[] {
  if (!response) return [];
  return [...GROUP_KEYS]
    .sort((a, b) => response[a].priority - response[b].priority)
    .map((key) => ({
      key,
      options: response[key].values.flatMap((suggestion) => {
        const destination = suggestionToDestination(suggestion);
        return destination ? [{ key: `${key}-${suggestion.id}`, suggestion, destination }] : [];
      }),
    }))
    .filter((group) => group.options.length > 0);
}
