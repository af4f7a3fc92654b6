import { isSitePath } from './site-path';

/**
 * The return URL after sign-in (retUrl) is followed only when it points at our own site: a path on this site
 * ("/hotels/12?x=1", checked as the browser will parse it: site-path.ts), or an absolute http(s) URL on one of our
 * hosts without credentials. Anything else — another host, a protocol-relative "//evil.example", "/\evil.example",
 * javascript:, control characters — gives null. An absolute URL is answered as parsed, which is what is followed.
 */
export function safeReturnUrl(retUrl: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!retUrl) return null;
  const value = retUrl.trim();
  if (!value) return null;
  if (value.startsWith('/') || value.startsWith('\\')) return isSitePath(value) ? value : null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return ownHosts.includes(url.hostname.toLowerCase()) ? url.toString() : null;
}
