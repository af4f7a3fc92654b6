import type { AutocompleteResponse, Suggestion } from '@stays/api-client';

/** Where a search goes: a city's listing or a hotel's page. */
export type Destination =
  | { type: 'city'; name: string; citySlug: string }
  /** A locality: its listing (/hotels-in-{locality}-{city}), or around it (/hotels-near-…) for a 'near' sentence. */
  | { type: 'locality'; name: string; citySlug: string; localitySlug: string; near: boolean }
  | { type: 'hotel'; name: string; hotelId: number; countryId: number };

export function suggestionToDestination(suggestion: Suggestion): Destination | null {
  if (suggestion.type === 'hotel') {
    const hotelId = Number(/\d+/.exec(suggestion.id)?.[0]);
    if (!Number.isInteger(hotelId) || hotelId <= 0) return null;
    return { type: 'hotel', name: suggestion.display_name, hotelId, countryId: suggestion.country_id };
  }
  if (suggestion.city_slug && suggestion.location_slug && (suggestion.type === 'locality' || suggestion.id.startsWith('sentence-locality'))) {
    return {
      type: 'locality',
      name: suggestion.display_name,
      citySlug: suggestion.city_slug,
      localitySlug: suggestion.location_slug,
      near: suggestion.type === 'sentence',
    };
  }
  if (suggestion.city_slug) return { type: 'city', name: suggestion.display_name, citySlug: suggestion.city_slug };
  return null;
}

/** Free text without a choice: the best location suggestion, else the best sentence, else the best hotel. */
export function bestDestination(response: AutocompleteResponse): Destination | null {
  const ranked = [...response.locations.values, ...response.sentences.values, ...response.hotels.values];
  for (const suggestion of ranked) {
    const destination = suggestionToDestination(suggestion);
    if (destination) return destination;
  }
  return null;
}
