import { LISTING_PAGE_OFFSET_STEP, LISTING_PAGE_SIZE, LISTING_PAGE_SIZE_DESKTOP_LARGE } from '@stays/brand-config';

/**
 * "listing page size 20 (40 on desktop when a larger count is requested or an experiment is on), offset 20 per page"
 * (guest-journey §9).
 */
export function listingPageSize(context: { isDesktop: boolean; largerCountRequested?: boolean; experimentOn?: boolean }): number {
  const large = context.isDesktop && (Boolean(context.largerCountRequested) || Boolean(context.experimentOn));
  return large ? LISTING_PAGE_SIZE_DESKTOP_LARGE : LISTING_PAGE_SIZE;
}

/** The offset of a listing page (0-based page index): 20 per page. */
export function listingOffset(pageIndex: number): number {
  return Math.max(0, Math.trunc(pageIndex)) * LISTING_PAGE_OFFSET_STEP;
}
