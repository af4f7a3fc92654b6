import type { TrackedEvent } from './tracker';
import { trackingPageTypeOf } from './page-events';

/** "Web vitals sent … after a 5000 ms debounce" (accounts-commerce §7). */
export const WEB_VITALS_DEBOUNCE_MS = 5_000;

/** A metric as web-vitals reports it (FID measured by the site itself: web-vitals 5 no longer reports it). */
export interface VitalMetric {
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB' | 'FID';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

export interface WebVitalsEnvironment {
  /** Whether the guest allows statistics now (always, where consent is not asked). */
  allowed(): boolean;
  /** The path the page was loaded on: its metrics belong to it. */
  route(): string;
  /** Whether the page is hidden (leaving): a metric reported then is sent at once, no timer would outlive the page. */
  hidden(): boolean;
  /** Hands the events to the tracker and sends them now. */
  send(events: TrackedEvent[]): void;
}

export interface WebVitalsReporter {
  report(metric: VitalMetric): void;
  /** Sends the metrics held now (the page is hidden or unloading). */
  flush(): void;
}

/** CLS is a score (four decimals); the others are milliseconds (whole). */
const rounded = (metric: VitalMetric) => (metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value));

/**
 * Real-user web vitals (accounts-commerce §7 "Web vitals sent when FID arrives, after a 5000 ms debounce, or on page
 * unload"): each metric's latest value is held; they are sent together 5 s after the last one changed, at once when the
 * first input's delay (FID) arrives, and when the page is hidden. Only with the guest's statistics consent where it is
 * asked: nothing is held or sent without it. One `web_vital` event per metric, payload `metric`, `value`, `rating`.
 */
export function createWebVitalsReporter(environment: WebVitalsEnvironment): WebVitalsReporter {
  const held = new Map<VitalMetric['name'], VitalMetric>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (held.size === 0) return;
    const metrics = [...held.values()];
    held.clear();
    if (!environment.allowed()) return;
    const route = environment.route();
    const page_type = trackingPageTypeOf(route);
    environment.send(
      metrics.map((metric) => ({ name: 'web_vital', page_type, route, payload: { metric: metric.name, value: rounded(metric), rating: metric.rating } })),
    );
  }

  return {
    report(metric) {
      if (!environment.allowed()) return;
      held.set(metric.name, metric);
      if (metric.name === 'FID' || environment.hidden()) {
        flush();
        return;
      }
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, WEB_VITALS_DEBOUNCE_MS);
    },
    flush,
  };
}
