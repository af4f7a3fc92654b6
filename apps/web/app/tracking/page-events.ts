import type { AnalyticsEvent } from '@stays/api-client';
import { pageTypeFromPath, trackingPageName } from '@stays/booking-rules';
import type { UtmInfo } from '@stays/brand-config';
import { searchTypeForTracking } from '@stays/status-mapping';
import { flexibleDaysFromQuery } from '@stays/validation';
import type { TrackedEvent } from './tracker';

export type TrackingPageType = AnalyticsEvent['page_type'];

/** The tracking page type of a path (accounts-commerce §2 "Page types used for tracking"). */
export function trackingPageTypeOf(pathname: string): TrackingPageType {
  return trackingPageName(pageTypeFromPath(pathname).type);
}

/**
 * The page-view event of a route entry: its page type and path; on a search page the search type (open, flexible,
 * closed: guest-journey §4); on a hotel page its id; the campaign the guest came from when it is kept; the guest's
 * variant of each experiment (`exp_*`, experimentPayload), so a dashboard can split page views by variant.
 */
export function pageViewEvent(pathname: string, search: string, utm: UtmInfo | null, experiments: Record<string, string> = {}): TrackedEvent {
  const route = pageTypeFromPath(pathname);
  const pageType = trackingPageName(route.type);
  const query = new URLSearchParams(search);
  const payload: Record<string, string> = { ...experiments };
  if (pageType === 'Search Page') {
    payload['search_type'] = searchTypeForTracking({
      checkin: query.get('checkin'),
      checkout: query.get('checkout'),
      isOpenSearch: query.get('isOpenSearch') === 'true',
      flexibleDaysCount: flexibleDaysFromQuery(query.get('flexible_days_count')),
    });
  }
  if (route.hotelId) payload['hotel_id'] = route.hotelId;
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = utm?.[key];
    if (value) payload[key] = value.slice(0, 200);
  }
  return { name: 'page_view', page_type: pageType, route: pathname.slice(0, 300), payload };
}

/** The scroll depth of the page now, in percent of its height (100 at its end). */
export function scrollPercent(scrollY: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= 0) return 0;
  return Math.min(100, Math.round(((scrollY + viewportHeight) / pageHeight) * 100));
}
