import {
  LOCATION_PROBLEM_FLAG_MINUTES,
  OPEN_SEARCH_LIMIT_PER_SESSION,
  PAY_AT_HOTEL_MAX_ROOMS_ALLOWED,
  PAY_AT_HOTEL_MAX_ROOMS_DEFAULT,
} from '@stays/brand-config';

/**
 * "Open search with no dates is allowed twice per session, then dates are required"; "Open search needs the
 * feature flag and empty dates" (guest-journey §4, §5).
 */
export function isOpenSearchAllowed(context: { featureFlag: boolean; openSearchesThisSession: number }): boolean {
  return context.featureFlag && context.openSearchesThisSession < OPEN_SEARCH_LIMIT_PER_SESSION;
}

/**
 * "Pay at hotel: maximum rooms default 3 (allowed 4); disabled above that" (guest-journey §9). A hotel whose
 * config allows more rooms at the property gets 4; every other hotel 3.
 */
export function payAtHotelMaxRooms(allowsMoreRooms: boolean): number {
  return allowsMoreRooms ? PAY_AT_HOTEL_MAX_ROOMS_ALLOWED : PAY_AT_HOTEL_MAX_ROOMS_DEFAULT;
}

export function isPayAtHotelEnabled(rooms: number, allowsMoreRooms = false): boolean {
  return rooms <= payAtHotelMaxRooms(allowsMoreRooms);
}

/** "Coupon and wallet money apply only to logged-in users" (guest-journey §6). */
export function canUseCouponAndWallet(isLoggedIn: boolean): boolean {
  return isLoggedIn;
}

/** "A location-service failure raises a problem flag for 10 minutes": whether the flag still stands at `nowMs`. */
export function isLocationProblemFlagRaised(failedAtMs: number | null | undefined, nowMs: number): boolean {
  if (failedAtMs === null || failedAtMs === undefined) return false;
  return nowMs - failedAtMs < LOCATION_PROBLEM_FLAG_MINUTES * 60_000;
}

/** The wallet call's user_type (accounts-commerce §6). */
export function walletUserType(isLoggedIn: boolean): 'user' | 'guest_user' {
  return isLoggedIn ? 'user' : 'guest_user';
}

/** "corporate admin accounts are detected by the CorporateAdmin role" (guest-journey §6). */
export function isCorporateAdmin(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).includes('CorporateAdmin');
}

/** "After login or sign-up the browser goes to the return URL, or a country default" (guest-journey §2). */
export function postLoginDestination(returnUrl: string | null | undefined, countryDefault: string): string {
  return returnUrl || countryDefault;
}

/** "Part-payment mode is on when the query says so" (accounts-commerce §4): part_payment=true in the query. */
export function isPartPaymentMode(query: Readonly<Record<string, string | undefined>>): boolean {
  return query['part_payment'] === 'true';
}
