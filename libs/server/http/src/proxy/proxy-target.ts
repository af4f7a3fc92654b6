import { SERVED_HOSTS } from '@stays/brand-config';
import { ServiceError } from '@stays/server-core';
import type { HotelUpdateProxyConfig } from './hotel-update-proxy-config';

/** Where a checked target goes: this API (in process, by its path) or a configured upstream host. */
export type ProxyTarget = { kind: 'self'; path: string } | { kind: 'upstream'; url: URL };

const refused = (message: string) => new ServiceError(403, 'PROXY_TARGET_NOT_ALLOWED', message);
const invalid = (message: string) => new ServiceError(400, 'PROXY_TARGET_INVALID', message);

/** An IPv4 or IPv6 literal, as the URL parser leaves it (it already turns 2130706433 and 0x7f.1 into 127.0.0.1). */
function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The target of the hotel update proxy, checked: an absolute http(s) URL without user info (no at-sign at all),
 * whose host is one of our sites (then answered by this API in process) or exactly a configured upstream host —
 * never an IP literal — and whose normalised path starts with an allowed prefix. Anything else is refused:
 * 400 for what is no usable URL, 403 for a URL the proxy will not reach.
 */
export function checkProxyTarget(raw: string, config: HotelUpdateProxyConfig): ProxyTarget {
  if (raw.includes('@')) throw invalid('the target must not carry user info (no at-sign)');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('the target must be an absolute, url-encoded http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('the target must be an http or https URL');
  if (url.username !== '' || url.password !== '') throw invalid('the target must not carry user info');
  if (isIpLiteral(url.hostname)) throw refused('the proxy reaches known hosts by name, never an IP address');
  if (!config.pathPrefixes.some((prefix) => url.pathname.startsWith(prefix))) throw refused(`the proxy reaches only ${config.pathPrefixes.join(', ')}`);
  if (config.upstreamHosts.includes(url.host)) return { kind: 'upstream', url };
  // One of our sites, spelt exactly: answered in process, whatever the port, so no connection is ever made.
  if (SERVED_HOSTS.includes(url.hostname)) return { kind: 'self', path: `${url.pathname}${url.search}` };
  throw refused(`the proxy does not reach ${url.host}`);
}
