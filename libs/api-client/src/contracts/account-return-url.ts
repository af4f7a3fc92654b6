/**
 * The return URL after sign-in (retUrl) is followed only when it points at our own site: a path on this site
 * ("/hotels/12?x=1"), or an absolute http(s) URL on one of our hosts. Anything else — another host, a
 * protocol-relative "//evil.example", "/\evil.example", javascript:, credentials in the URL — gives null.
 * (Same spirit as booking-rules' isBackendUrlAccepted: no at-sign, a known host.)
 */
export function safeReturnUrl(retUrl: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!retUrl) return null;
  const value = retUrl.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || value.includes('@') || /[\u0000-\u001f\\]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return ownHosts.includes(url.hostname.toLowerCase()) ? url.toString() : null;
}
