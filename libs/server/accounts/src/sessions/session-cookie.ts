import { parse } from 'cookie';
import { SESSION_COOKIE } from '@stays/api-client';
import { SESSION_LIFETIME_SECONDS } from './session-token';

export interface RequestHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/** The value of one cookie of the request (first one wins), or null. */
export function readCookie(request: RequestHeaders, name: string): string | null {
  const header = request.headers['cookie'];
  return parse(Array.isArray(header) ? header.join('; ') : (header ?? ''))[name] ?? null;
}

/** Plain http is allowed only on the developer's own machine; everywhere else the cookie is Secure. */
export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

export interface CookieContext {
  /** The host the browser used (x-forwarded-host behind the web server). */
  hostname: string;
  protocol: 'http' | 'https';
}

function secureAttribute(context: CookieContext): string {
  return context.protocol === 'http' && isLocalDevelopmentHost(context.hostname) ? '' : '; Secure';
}

/** Set-Cookie of a new session: HttpOnly, SameSite=Lax, Secure except on http://localhost, six months. */
export function sessionCookie(token: string, context: CookieContext): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secureAttribute(context)}`;
}

/** Set-Cookie that removes the session cookie (sign-out, a 401, a deleted account). */
export function clearedSessionCookie(context: CookieContext): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secureAttribute(context)}`;
}
