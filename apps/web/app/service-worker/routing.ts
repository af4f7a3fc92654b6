/**
 * The service worker's rules as pure functions (sw.ts applies them): which request goes to which strategy, and how
 * long a trip's booking page is kept on the device.
 */

/** The path the worker sends a failed navigation to; the guest returns to `from` with Try Again. */
export const OFFLINE_PATH = '/offline';

/** Response header the booking page carries: the check-out date (YYYY-MM-DD) until which the page is kept offline. */
export const KEEP_OFFLINE_UNTIL_HEADER = 'X-Stays-Keep-Offline-Until';

/** Cache of the booking pages a guest opened (documents and their data responses), one entry per URL. */
export const TRIPS_CACHE = 'stays-trips-v1';

export type Strategy =
  /** The offline page itself: the network, else its precached copy. */
  | 'offline-page'
  /** A booking's page or its data: the network first, kept for the trip, the kept copy when offline. */
  | 'trip'
  /** Any other page: the network; when it fails, the offline page. */
  | 'navigation'
  /** Left to the browser: API calls (personal data is never cached), other origins, anything but GET. */
  | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a document the guest opens. */
  mode: string;
}

const BOOKING_PAGE = /^\/booking\/(?!save-card(?:\.data)?$)[^/]+?(?:\.data)?$/;

/** A booking's own page (`/booking/{bookingId}`, or its `.data` for a client-side navigation) opened with its token or phone. */
export function isTripRequest(url: URL): boolean {
  if (!BOOKING_PAGE.test(url.pathname)) return false;
  if (url.searchParams.has('modal')) return false;
  return url.searchParams.has('token') || (url.searchParams.has('phone') && url.searchParams.has('country_code'));
}

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/v1/')) return 'network';
  if (isTripRequest(url)) return 'trip';
  if (request.mode !== 'navigate') return 'network';
  if (url.pathname === OFFLINE_PATH) return 'offline-page';
  return 'navigation';
}

/** Where a failed navigation goes: the offline page, told where the guest was so Try Again brings them back. */
export function offlineRedirectFor(requestUrl: string): string {
  const url = new URL(requestUrl);
  const from = `${url.pathname}${url.search}`;
  return `${OFFLINE_PATH}?${new URLSearchParams({ from }).toString()}`;
}

/**
 * The message a booking page sends the worker to keep it: a guest who opens a booking before the worker controls
 * the page (the first visit) still finds it offline.
 */
export const KEEP_TRIP_MESSAGE = 'stays:keep-trip';

/** The same-origin booking page a keep-trip message names, or null for any other message. */
export function tripToKeep(message: unknown, origin: string): string | null {
  if (!message || typeof message !== 'object') return null;
  const { type, url } = message as { type?: unknown; url?: unknown };
  if (type !== KEEP_TRIP_MESSAGE || typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && isTripRequest(parsed) ? parsed.href : null;
  } catch {
    return null;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A trip's page is kept until its check-out day has ended everywhere on earth (the property's time zone is not in
 * the response): the day after check-out, noon UTC. Without a valid date the page is not kept at all.
 */
export function isTripExpired(keepUntil: string | null, now: number): boolean {
  if (!keepUntil || !/^\d{4}-\d{2}-\d{2}$/.test(keepUntil)) return true;
  const checkOutDay = Date.parse(`${keepUntil}T00:00:00Z`);
  if (Number.isNaN(checkOutDay)) return true;
  return now >= checkOutDay + DAY_MS + DAY_MS / 2;
}

/**
 * "Now" for expiring trips: the server's clock from a fresh response's Date header, so a device whose clock is set
 * wrong neither keeps nor drops a trip early; the device's clock only when the header is missing.
 */
export function serverNow(dateHeader: string | null, deviceNow: number): number {
  const parsed = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  return Number.isNaN(parsed) ? deviceNow : parsed;
}
