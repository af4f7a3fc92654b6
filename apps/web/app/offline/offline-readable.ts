import { isTripRequest } from '../service-worker/routing';

/**
 * Pages that stay readable when the connection drops, so the guest stays on them with a banner instead of being
 * sent to /offline: a booking kept for the trip, and the listing's map view (its basemap is shipped with the site).
 */
export function isReadableOffline(location: { pathname: string; search: string }): boolean {
  const url = new URL(`${location.pathname}${location.search}`, 'http://device.invalid');
  return isTripRequest(url) || url.searchParams.get('view') === 'map';
}

/** The offline page's return address from its `from` parameter: a path of this site, else home. */
export function returnPathOf(search: string): string {
  const from = new URLSearchParams(search).get('from') ?? '';
  return from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') && !from.startsWith('/offline') ? from : '/';
}
