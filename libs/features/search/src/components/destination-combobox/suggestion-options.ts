import type { AutocompleteResponse, City, SuggestionType } from '@stays/api-client';
import { POPULAR_LOCATIONS_LIMIT, RECENT_SEARCHES_LIMITS } from '@stays/brand-config';
import { suggestionToDestination, type Destination } from '../../utils/destination';
import type { RecentSearch } from './recent-search-entry';

export type SuggestionGroupKey = 'recent' | 'trending' | 'sentences' | 'locations' | 'hotels';

export interface SuggestionOption {
  key: string;
  /** What the option shows, and the city beside it when that adds something. */
  label: string;
  detail: string | null;
  destination: Destination;
  /** A suggestion of the autocomplete reply: what its feedback call names (recent and trending options have none). */
  suggestion?: { id: string; type: SuggestionType };
  /** A recent search: choosing it searches again for the same stay. */
  recent?: RecentSearch;
}

export interface SuggestionOptionGroup {
  key: SuggestionGroupKey;
  options: SuggestionOption[];
}

type ReplyGroupKey = 'sentences' | 'locations' | 'hotels';
const GROUP_KEYS: readonly ReplyGroupKey[] = ['sentences', 'locations', 'hotels'];

/** The reply's groups in the API's priority order, keeping only suggestions a search can go to. */
export function toOptionGroups(response: AutocompleteResponse | undefined): SuggestionOptionGroup[] {
  if (!response) return [];
  return [...GROUP_KEYS]
    .sort((a, b) => response[a].priority - response[b].priority)
    .map((key) => ({
      key,
      options: response[key].values.flatMap((suggestion) => {
        const destination = suggestionToDestination(suggestion);
        const detail = suggestion.city && suggestion.city !== suggestion.display_name ? suggestion.city : null;
        return destination
          ? [{ key: `${key}-${suggestion.id}`, label: suggestion.display_name, detail, destination, suggestion: { id: suggestion.id, type: suggestion.type } }]
          : [];
      }),
    }))
    .filter((group) => group.options.length > 0);
}

/**
 * Before the guest types: their recent searches (newest first, at most 3 here, guest-journey §9), each with its stay
 * as `describeRecent` tells it, and the trending destinations — the brand's popular cities, at most 10, leaving out one already among the recent searches.
 */
export function toStartGroups(
  recent: readonly RecentSearch[],
  popularCities: readonly City[],
  describeRecent: (entry: RecentSearch) => string | null,
): SuggestionOptionGroup[] {
  const recentOptions: SuggestionOption[] = recent.slice(0, RECENT_SEARCHES_LIMITS.compact).map((entry, index) => ({
    key: `recent-${index}`,
    label: entry.location,
    detail: describeRecent(entry),
    destination: entry.destination,
    recent: entry,
  }));
  const recentNames = new Set(recentOptions.map((option) => option.label.trim().toLowerCase()));
  const trendingOptions = popularCities
    .filter((city) => !recentNames.has(city.name.trim().toLowerCase()))
    .slice(0, POPULAR_LOCATIONS_LIMIT)
    .map((city) => ({
      key: `trending-${city.id}`,
      label: city.name,
      detail: city.country_name,
      destination: { type: 'city' as const, name: city.name, citySlug: city.slug, cityId: city.id },
    }));
  return [
    { key: 'recent' as const, options: recentOptions },
    { key: 'trending' as const, options: trendingOptions },
  ].filter((group) => group.options.length > 0);
}
