import { isLocationProblemFlagRaised } from '@stays/booking-rules';

const KEY = 'stays.locationProblemAt';

/** When the browser last failed to give a position (kept across pages), or null. */
function failedAt(): number | null {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** "A location-service failure raises a problem flag for 10 minutes" (guest-journey §4). */
export function isLocationProblemRaised(now = Date.now()): boolean {
  return typeof window !== 'undefined' && isLocationProblemFlagRaised(failedAt(), now);
}

export function raiseLocationProblem(now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, String(now));
  } catch {
    // Storage refused (private mode): the flag lasts this page only, through the hook's state.
  }
}

export function clearLocationProblem(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
