/** What the hotel update proxy may reach, and how long and how much it waits for. */
export interface HotelUpdateProxyConfig {
  /**
   * Hosts outside this API that the proxy forwards to, as `name` or `name:port` (lowercase, no IP literal). Empty by
   * default: only this API's own hotel routes (targets on one of our served hosts) are reached, in process.
   */
  upstreamHosts: readonly string[];
  /** Path prefixes a target must start with (after the URL's own normalisation of `.` and `..`). */
  pathPrefixes: readonly string[];
  timeoutMs: number;
  maxResponseBytes: number;
  maxRequestBytes: number;
}

export const DEFAULT_HOTEL_UPDATE_PROXY: HotelUpdateProxyConfig = {
  upstreamHosts: [],
  pathPrefixes: ['/api/pwa/hotels/'],
  timeoutMs: 5000,
  maxResponseBytes: 256 * 1024,
  maxRequestBytes: 64 * 1024,
};

/** HOTEL_UPDATE_PROXY_HOSTS: a comma-separated list of host names (with an optional port) the proxy may reach. */
export function readHotelUpdateProxyConfig(env: Readonly<Record<string, string | undefined>>): HotelUpdateProxyConfig {
  const hosts = (env['HOTEL_UPDATE_PROXY_HOSTS'] ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host.length > 0);
  return { ...DEFAULT_HOTEL_UPDATE_PROXY, upstreamHosts: hosts };
}
