import type { AutocompleteResponse, Suggestion } from '@stays/api-client';
import type { CollectionId } from '@stays/brand-config';

/** Where a search goes: a place's listing or a hotel's page. A place in a city carries the city's id when it is known. */
export type Destination =
  | { type: 'city'; name: string; citySlug: string; cityId?: number }
  /** A whole country: /search/?countryId= (guest-journey §2). */
  | { type: 'country'; name: string; countryId: number }
  /** A theme of a city: /{city}/hotels-in-{city}-{tag}. */
  | { type: 'tag'; name: string; citySlug: string; tagSlug: string; cityId?: number }
  /** The homes of a holiday park: /search/?searchType=holiday_park&locationId=. */
  | { type: 'holidayPark'; name: string; parkId: number }
  /** A curated collection across a country: /search/?searchType={townhouse|silverkey}&countryId=. */
  | { type: 'collection'; name: string; collection: CollectionId; countryId: number }
  /** A locality: its listing (/hotels-in-{locality}-{city}), or around it (/hotels-near-…) for a 'near' sentence. */
  | { type: 'locality'; name: string; citySlug: string; localitySlug: string; near: boolean; cityId?: number }
  | { type: 'hotel'; name: string; hotelId: number; countryId: number }
  /** Around the guest's position ('Near me', isLatLngSearch): /hotels-near-me?latitude=…&longitude=…, nearest first. */
  | { type: 'position'; name: string; lat: number; lng: number };

export function suggestionToDestination(suggestion: Suggestion): Destination | null {
  const city = suggestion.city_id === null ? {} : { cityId: suggestion.city_id };
  if (suggestion.type === 'hotel') {
    const hotelId = Number(/\d+/.exec(suggestion.id)?.[0]);
    if (!Number.isInteger(hotelId) || hotelId <= 0) return null;
    return { type: 'hotel', name: suggestion.display_name, hotelId, countryId: suggestion.country_id };
  }
  if (suggestion.type === 'country') return { type: 'country', name: suggestion.display_name, countryId: suggestion.country_id };
  if (suggestion.type === 'townhouse' || suggestion.type === 'silverkey') {
    return { type: 'collection', name: suggestion.display_name, collection: suggestion.type, countryId: suggestion.country_id };
  }
  if (suggestion.type === 'holiday_park') {
    return suggestion.location_id === null ? null : { type: 'holidayPark', name: suggestion.display_name, parkId: suggestion.location_id };
  }
  if (suggestion.type === 'tag') {
    const [tagSlug] = suggestion.tags;
    return suggestion.city_slug && tagSlug ? { type: 'tag', name: suggestion.display_name, citySlug: suggestion.city_slug, tagSlug, ...city } : null;
  }
  if (suggestion.city_slug && suggestion.location_slug && (suggestion.type === 'locality' || suggestion.id.startsWith('sentence-locality'))) {
    return {
      type: 'locality',
      name: suggestion.display_name,
      citySlug: suggestion.city_slug,
      localitySlug: suggestion.location_slug,
      near: suggestion.type === 'sentence',
      ...city,
    };
  }
  if (suggestion.city_slug) return { type: 'city', name: suggestion.display_name, citySlug: suggestion.city_slug, ...city };
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
