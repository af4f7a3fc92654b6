import { DEFAULT_MICROSITE_CONFIG, MICROSITE_PARTNER_HEADER, micrositeConfigNamed, type MicrositeConfig } from '@stays/brand-config';
import { requestCookie } from './request-cookies.server';

/**
 * The session cookie that keeps webview mode for the whole visit. The web server (server.mjs) writes it whenever a
 * request carries `?webview=true` and clears it on `?webview=false`, on every answer, redirects included.
 */
const WEBVIEW_COOKIE = 'webview';

export interface SiteMode {
  /** The partner's microsite config when the page is served by the microsite shell (apps/microsite); else null. */
  microsite: MicrositeConfig | null;
  /** Inside a native app's webview: `?webview=true` on this request or earlier in the visit (accounts-commerce §1). */
  webview: boolean;
}

/**
 * Microsite and webview mode of a request. Neither lives in the URL a link or form writes: microsite mode comes from
 * the shell that served the request (its header), webview mode from `?webview=` or else the visit's cookie, so both
 * last across links, forms, the browser router's data requests and the server's redirects alike.
 */
export function siteModeOf(request: Request): SiteMode {
  const partner = request.headers.get(MICROSITE_PARTNER_HEADER);
  const webviewParam = new URL(request.url).searchParams.get('webview');
  return {
    microsite: partner === null ? null : (micrositeConfigNamed(partner) ?? DEFAULT_MICROSITE_CONFIG),
    webview: webviewParam !== null ? webviewParam === 'true' : requestCookie(request, WEBVIEW_COOKIE) === 'true',
  };
}
