/**
 * "Search type is open (no dates, flag on), flexible (flexibleDaysCount above 0) or closed"
 * (guest-journey §4, accounts-commerce §4).
 */
export type SearchTypeForTracking = 'open' | 'flexible' | 'closed';

export function searchTypeForTracking(search: {
  checkin?: string | null;
  checkout?: string | null;
  isOpenSearch?: boolean;
  flexibleDaysCount?: number | null;
}): SearchTypeForTracking {
  if (search.isOpenSearch && !search.checkin && !search.checkout) return 'open';
  if ((search.flexibleDaysCount ?? 0) > 0) return 'flexible';
  return 'closed';
}
