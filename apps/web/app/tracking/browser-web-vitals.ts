import { browserTracker } from './browser-tracker';
import type { SiteContext } from '../site/site-context';
import { createWebVitalsReporter, type VitalMetric, type WebVitalsReporter } from './web-vitals-reporter';

let reporter: WebVitalsReporter | null = null;
let statisticsAllowed = false;

/** FID's thresholds (web.dev): good up to 100 ms, poor above 300 ms. */
const fidRating = (delay: number): VitalMetric['rating'] => (delay <= 100 ? 'good' : delay <= 300 ? 'needs-improvement' : 'poor');

/** The first input's delay (FID), which the spec sends at once: measured here, as web-vitals 5 and later no longer report it. */
function observeFirstInput(report: (metric: VitalMetric) => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  const observer = new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (!entry) return;
    observer.disconnect();
    const delay = entry.processingStart - entry.startTime;
    report({ name: 'FID', value: delay, rating: fidRating(delay) });
  });
  observer.observe({ type: 'first-input', buffered: true });
}

/** Whether the guest allows statistics now: metrics are neither held nor sent without it. */
export function setWebVitalsAllowed(allowed: boolean): void {
  statisticsAllowed = allowed;
}

/**
 * Starts measuring the page's web vitals once (browser only), the `web-vitals` library loaded lazily so that no page
 * carries it before it is interactive. The metrics belong to the path the page was loaded on.
 */
export async function startWebVitals(site: SiteContext, landingPath: string): Promise<void> {
  if (reporter) return;
  const landing = landingPath.slice(0, 300);
  const started = createWebVitalsReporter({
    allowed: () => statisticsAllowed,
    route: () => landing,
    hidden: () => document.visibilityState === 'hidden',
    send: (events) => {
      const tracker = browserTracker(site);
      for (const event of events) tracker.track(event);
      void tracker.flush();
    },
  });
  reporter = started;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') started.flush();
  });
  window.addEventListener('pagehide', () => started.flush());
  observeFirstInput((metric) => started.report(metric));
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: VitalMetric) => started.report({ name: metric.name, value: metric.value, rating: metric.rating });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
