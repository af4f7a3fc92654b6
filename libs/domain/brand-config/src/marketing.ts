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
