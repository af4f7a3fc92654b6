/** The URL parameter that carries a heart pressed while signed out across the sign-in and back. */
const PENDING_SHORTLIST_PARAM = 'shortlist';

/**
 * Where a heart sends a guest who is not signed in: the sign-in page, whose retUrl is this very page with the
 * stay to save (accounts-commerce §4 "After login or sign-up the browser goes to the return URL").
 */
export function signInToShortlistHref(pageUrl: string, hotelId: number): string {
  const back = new URL(pageUrl);
  back.searchParams.set(PENDING_SHORTLIST_PARAM, String(hotelId));
  back.searchParams.delete('modal');
  return `/login?retUrl=${encodeURIComponent(back.toString())}`;
}

/** The stay a guest asked to save before signing in, from the page's URL; null when none (or nonsense). */
export function pendingShortlist(pageUrl: string): number | null {
  const value = new URL(pageUrl).searchParams.get(PENDING_SHORTLIST_PARAM);
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** The page's URL without the pending parameter, once the stay is saved. */
export function withoutPendingShortlist(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(PENDING_SHORTLIST_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
