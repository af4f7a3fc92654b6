import type { SendDataBody } from '../contracts/analytics';
import { analyticsRoutes } from '../contracts/analytics-routes';
import { refusal, type ApiClientOptions } from './http';
import { toQueryString } from './query-string';

/**
 * POST /analytics/sendData: a batch of tracking events (the caller sends only what the guest consented to). The reply
 * is not read — the events are sent and forgotten — so no contract (and no zod) is loaded on the page for it; a
 * refusal still throws, classed by its status. `keepalive` lets a batch sent as the page is hidden outlive the page.
 */
export async function sendAnalyticsData(
  options: ApiClientOptions,
  body: SendDataBody,
  request: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<void> {
  const search = options.locale ? toQueryString({ locale: options.locale }) : '';
  const fetchImpl = options.fetch ?? fetch;
  const response = await fetchImpl(`${options.baseUrl}${analyticsRoutes.sendData}${search ? `?${search}` : ''}`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
    signal: request.signal,
    keepalive: request.keepalive,
  });
  if (!response.ok) throw await refusal(options, response, await response.json().catch(() => null));
}
