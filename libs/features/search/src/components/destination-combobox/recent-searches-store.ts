import { addRecentSearch } from '@stays/booking-rules';
import { RECENT_SEARCHES_LIMITS } from '@stays/brand-config';
import { isRecentSearch, type RecentSearch } from './recent-search-entry';

const KEY = 'stays.recentSearches';

/** The guest's recent searches on this device, newest first (at most 5); nothing when storage is unavailable. */
export function readRecentSearches(): RecentSearch[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentSearch).slice(0, RECENT_SEARCHES_LIMITS.full) : [];
  } catch {
    return [];
  }
}

/** Remembers a search: a duplicate of the same location is dropped before adding (booking-rules). */
export function rememberSearch(entry: RecentSearch): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(addRecentSearch(readRecentSearches(), entry, RECENT_SEARCHES_LIMITS.full)));
  } catch {
    // Storage refused (private mode): nothing is remembered.
  }
}
