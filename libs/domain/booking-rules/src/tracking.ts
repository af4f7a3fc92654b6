import { SCROLL_MILESTONES_PERCENT } from '@stays/brand-config';

/**
 * "Scroll milestones fire once at 25, 50, 75, 100 percent" (guest-journey §9): the milestones reached at this scroll
 * depth that have not fired yet, in order.
 */
export function scrollMilestonesToFire(scrollPercent: number, alreadyFired: readonly number[]): number[] {
  return SCROLL_MILESTONES_PERCENT.filter((milestone) => scrollPercent >= milestone && !alreadyFired.includes(milestone));
}

/** "Sign-in and sign-up drop-off events are sent only for users not logged in" (accounts-commerce §4). */
export function sendsDropOffEvent(isLoggedIn: boolean): boolean {
  return !isLoggedIn;
}
