import { resolveModal } from '@stays/booking-rules';

/**
 * The listing's own modals opened by `?modal=` (guest-journey §2): filters and sorters. The page is rendered
 * on the server for plain links and forms, so each render counts as a navigation, not as the first load.
 */
export function listingModal(value: string | null): 'filters' | 'sorters' | null {
  const decision = resolveModal(value, { isFirstLoad: false, bookingSummaryOpen: false, avoidSearchPopup: false });
  if (decision.action !== 'open') return null;
  return decision.modal === 'filters' || decision.modal === 'sorters' ? decision.modal : null;
}
