import { serialize } from 'cookie';
import { SESSION_COOKIE, type ApiClientOptions } from '@stays/api-client';
import { guestAddress } from './guest-address.server';
import { requestCookie } from './request-cookies.server';

/**
 * Loaders reach the API directly (API_URL); the browser goes through this server's /api/pwa/* instead. The
 * guest's address goes along as X-Forwarded-For (the API trusts it from loopback only), and with `viewer` the
 * guest's session cookie (see sessionCookieOf).
 */
export function serverApi(locale: string, viewer?: Request): ApiClientOptions {
  const address = guestAddress();
  const cookie = viewer ? sessionCookieOf(viewer) : null;
  const headers: Record<string, string> = { ...(address ? { 'x-forwarded-for': address } : {}), ...(cookie ? { cookie } : {}) };
  return { baseUrl: process.env.API_URL ?? 'http://127.0.0.1:4300', locale, ...(Object.keys(headers).length > 0 ? { headers } : {}) };
}

/** Whether the guest's request carried a session cookie: without one nobody is signed in, and the page asks nobody. */
export function hasSessionCookie(request: Request): boolean {
  const session = sessionCookieOf(request);
  return session !== null && session.length > `${SESSION_COOKIE}=`.length;
}

/**
 * Only the session cookie of the guest's request, for calls whose answer depends on who asks (isShortListed on
 * search results and the hotel page); the guest's other cookies stay with this server.
 */
function sessionCookieOf(request: Request): string | null {
  const session = requestCookie(request, SESSION_COOKIE);
  return session === undefined ? null : serialize(SESSION_COOKIE, session);
}
