const KEY = 'stays.openSearches';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** How many open searches (no dates) this browser session has made: the spec allows two (guest-journey §4, §9). */
export function openSearchesThisSession(storage: Storage | null = sessionStore()): number {
  const stored = Number(storage?.getItem(KEY) ?? 0);
  return Number.isSafeInteger(stored) && stored > 0 ? stored : 0;
}

/** Counts one more open search in this browser session (nothing is counted when storage is refused). */
export function recordOpenSearch(storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(KEY, String(openSearchesThisSession(storage) + 1));
  } catch {
    // Storage refused (private mode): the session cannot count, and the domain rule sees no earlier open search.
  }
}
