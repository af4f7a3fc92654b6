import { KEEP_TRIP_MESSAGE } from '../service-worker/routing';

/**
 * Registers /sw.js once the page has loaded and the main thread is idle, so the worker never competes with the first
 * paint or hydration. Production builds only: the development server has no worker.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses workers (private mode, policy) keeps the site as it is, only without offline pages.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Asks the service worker (once there is one) to keep this booking page for the trip. */
export function keepTripOnDevice(href: string): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: KEEP_TRIP_MESSAGE, url: href }));
}
