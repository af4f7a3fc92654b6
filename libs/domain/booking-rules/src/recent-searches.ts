import { RECENT_SEARCHES_LIMITS } from '@stays/brand-config';

/** The part of a recent search entry (guest-journey §3) that identifies its location. */
export interface RecentSearchLocation {
  location: string;
  cityId?: number | string | null;
  locationId?: number | string | null;
}

const sameLocation = (a: RecentSearchLocation, b: RecentSearchLocation): boolean =>
  a.location.trim().toLowerCase() === b.location.trim().toLowerCase() && (a.locationId ?? null) === (b.locationId ?? null);

/**
 * "Recent searches drop a duplicate of the same location before adding" (guest-journey §5); the newest first,
 * at most `limit` kept ("up to 3 or 5", §9; the full list keeps 5).
 */
export function addRecentSearch<T extends RecentSearchLocation>(recent: readonly T[], entry: T, limit: number = RECENT_SEARCHES_LIMITS.full): T[] {
  return [entry, ...recent.filter((existing) => !sameLocation(existing, entry))].slice(0, Math.max(0, limit));
}
