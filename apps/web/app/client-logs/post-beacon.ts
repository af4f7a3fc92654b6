/** "Analytics timeout 4000 ms" (accounts-commerce §9): a fetch that has not answered by then is abandoned. */
export const ANALYTICS_TIMEOUT_MS = 4_000;

/**
 * POSTs JSON so that it outlives the page: `navigator.sendBeacon` where the browser has it and accepts the body, else
 * `fetch` with `keepalive`. Fire and forget: the answer is never read, a failure never reaches the page.
 */
export function postBeacon(url: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // An old browser refuses a JSON beacon: fetch below.
  }
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: json,
    signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
  }).catch(() => undefined);
}
