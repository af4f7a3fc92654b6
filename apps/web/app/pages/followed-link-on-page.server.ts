/**
 * Whether the browser asked for this page because the guest tapped a link on this same page of the site, the page
 * painted but not yet hydrated (so the browser followed the link itself): a navigation, not a first load (guest-journey
 * §2 "Only some modals are honoured at first load" is about arriving). A shared or typed address, a link from
 * another site or another page of ours, and the page's own data requests are not this. Read from the Fetch Metadata
 * headers the browser sets (a page cannot forge them) and the Referer of the same path.
 */
export function followedLinkOnSamePage(request: Request): boolean {
  const headers = request.headers;
  if (headers.get('sec-fetch-site') !== 'same-origin' || headers.get('sec-fetch-mode') !== 'navigate' || headers.get('sec-fetch-user') !== '?1') return false;
  const referer = headers.get('referer');
  if (!referer) return false;
  try {
    const from = new URL(referer);
    const to = new URL(request.url);
    return from.host === (headers.get('host') ?? to.host) && from.pathname === to.pathname;
  } catch {
    return false;
  }
}
