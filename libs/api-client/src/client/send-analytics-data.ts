import { analyticsRoutes, type SendDataBody, type SendDataReply } from '../contracts/analytics';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/**
 * POST /analytics/sendData: a batch of tracking events (the caller sends only what the guest consented to); `keepalive`
 * lets a batch sent as the page is hidden outlive the page.
 */
export function sendAnalyticsData(
  options: ApiClientOptions,
  body: SendDataBody,
  request: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<SendDataReply> {
  return sendJson(
    options,
    'POST',
    analyticsRoutes.sendData,
    body,
    () => import('../contracts/analytics').then((contract) => contract.sendDataReplySchema),
    request,
  );
}
