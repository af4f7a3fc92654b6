/** Marketing parameters kept with the session (accounts-commerce §9 "Tracked marketing parameters"). */
export const TRACKED_MARKETING_PARAMETERS = [
  'utm_source',
  'utm_campaign',
  'utm_medium',
  'click_id',
  'uid',
  'refid',
  'utm_content',
  // Ad-click ids ("several ad-click ids"): the ones the ad networks we use append.
  'gclid',
  'fbclid',
  'msclkid',
] as const;

export type TrackedMarketingParameter = (typeof TRACKED_MARKETING_PARAMETERS)[number];

/** Utm info expires after 43200 minutes (30 days). */
export const UTM_EXPIRY_MINUTES = 43_200;

/** The tracked parameters found in a query, in the order of the list; others are ignored. */
export function pickMarketingParameters(query: Readonly<Record<string, string | undefined>>): Partial<Record<TrackedMarketingParameter, string>> {
  const picked: Partial<Record<TrackedMarketingParameter, string>> = {};
  for (const name of TRACKED_MARKETING_PARAMETERS) {
    const value = query[name];
    if (value !== undefined && value !== '') picked[name] = value;
  }
  return picked;
}

/** Whether utm info saved at `savedAtMs` has expired at `nowMs` (both epoch milliseconds). */
export function isUtmInfoExpired(savedAtMs: number, nowMs: number): boolean {
  return nowMs - savedAtMs >= UTM_EXPIRY_MINUTES * 60_000;
}

export type UtmInfo = Partial<Record<TrackedMarketingParameter, string>>;

/** The `utm` cookie's value: the parameters and when they were saved (epoch ms), as JSON (the caller encodes it). */
export function serializeUtmInfo(parameters: UtmInfo, savedAtMs: number): string {
  return JSON.stringify({ ...pickMarketingParameters(parameters), saved_at: savedAtMs });
}

/** The utm info of a `utm` cookie's value, or null when absent, unreadable or past its 30 days at `nowMs`. */
export function readUtmInfo(value: string | undefined | null, nowMs: number): UtmInfo | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const savedAt = record['saved_at'];
  if (typeof savedAt !== 'number' || isUtmInfoExpired(savedAt, nowMs)) return null;
  const strings = Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const picked = pickMarketingParameters(strings);
  return Object.keys(picked).length > 0 ? picked : null;
}

/** One cookie's value in a Cookie header (`document.cookie`), decoded; undefined when absent or unreadable. */
function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The campaign a booking carries as `utm_source` (guest-journey §7 createBooking): the page's own `utm_source` when
 * its address has one, else the one kept in the `utm` cookie for 30 days.
 */
export function bookingUtmSource(search: string, cookieHeader: string, nowMs: number): string | undefined {
  const fromPage = new URLSearchParams(search).get('utm_source')?.trim();
  if (fromPage) return fromPage.slice(0, 100);
  return readUtmInfo(cookieValue(cookieHeader, 'utm'), nowMs)?.utm_source?.slice(0, 100);
}
