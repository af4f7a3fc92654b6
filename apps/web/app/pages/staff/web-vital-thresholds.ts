import type { DashboardWebVital } from '@stays/api-client';

export type VitalRating = 'good' | 'needsImprovement' | 'poor';

/** Google's thresholds, as the web-vitals library rates a metric: good up to the first, poor above the second. */
export const WEB_VITAL_THRESHOLDS: Record<DashboardWebVital, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export function rateWebVital(metric: DashboardWebVital, value: number): VitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}
