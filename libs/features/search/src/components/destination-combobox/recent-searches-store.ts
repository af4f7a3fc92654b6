import { addRecentSearch, type RecentSearchLocation } from '@stays/booking-rules';
import { RECENT_SEARCHES_LIMITS } from '@stays/brand-config';
import type { Destination } from '../../utils/destination';

/** A recent search entry (guest-journey §3): the location as shown, its ids, and where it leads. */
export interface RecentSearch extends RecentSearchLocation {
  destination: Destination;
}

const KEY = 'stays.recentSearches';

function isRecentSearch(value: unknown): value is RecentSearch {
  const entry = value as Partial<RecentSearch> | null;
  return typeof entry?.location === 'string' && typeof entry.destination === 'object' && entry.destination !== null && typeof entry.destination.type === 'string';
}

/** The guest's recent searches on this device, newest first (at most 5); nothing when storage is unavailable. */
export function readRecentSearches(): RecentSearch[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentSearch).slice(0, RECENT_SEARCHES_LIMITS.full) : [];
  } catch {
    return [];
  }
}

/** Remembers a chosen destination: a duplicate of the same location is dropped before adding (booking-rules). */
export function rememberSearch(destination: Destination): void {
  const entry: RecentSearch = {
    location: destination.name,
    cityId: null,
    locationId: destination.type === 'hotel' ? destination.hotelId : null,
    destination,
  };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(addRecentSearch(readRecentSearches(), entry, RECENT_SEARCHES_LIMITS.full)));
  } catch {
    // Storage refused (private mode): nothing is remembered.
  }
}
