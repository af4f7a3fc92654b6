import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedEvent } from './tracker';
import { createWebVitalsReporter, WEB_VITALS_DEBOUNCE_MS, type WebVitalsEnvironment } from './web-vitals-reporter';

function setUp(overrides: Partial<WebVitalsEnvironment> = {}) {
  const state = { allowed: true, hidden: false };
  const sent: TrackedEvent[][] = [];
  const reporter = createWebVitalsReporter({
    allowed: () => state.allowed,
    route: () => '/42-baga-beach-resort',
    hidden: () => state.hidden,
    send: (events) => sent.push(events),
    ...overrides,
  });
  return { reporter, state, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the web vitals reporter', () => {
  it('sends the metrics together 5 seconds after the last one arrived, one web_vital event each', () => {
    const { reporter, sent } = setUp();
    reporter.report({ name: 'TTFB', value: 212.6, rating: 'good' });
    vi.advanceTimersByTime(3_000);
    reporter.report({ name: 'LCP', value: 1_840.2, rating: 'good' });
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    reporter.report({ name: 'LCP', value: 2_710.7, rating: 'needs-improvement' });
    reporter.report({ name: 'CLS', value: 0.123456, rating: 'needs-improvement' });
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [
        { name: 'web_vital', page_type: 'Hotel Page', route: '/42-baga-beach-resort', payload: { metric: 'TTFB', value: 213, rating: 'good' } },
        { name: 'web_vital', page_type: 'Hotel Page', route: '/42-baga-beach-resort', payload: { metric: 'LCP', value: 2_711, rating: 'needs-improvement' } },
        { name: 'web_vital', page_type: 'Hotel Page', route: '/42-baga-beach-resort', payload: { metric: 'CLS', value: 0.1235, rating: 'needs-improvement' } },
      ],
    ]);
  });

  it('sends at once when the first input delay (FID) arrives', () => {
    const { reporter, sent } = setUp();
    reporter.report({ name: 'LCP', value: 1_500, rating: 'good' });
    reporter.report({ name: 'FID', value: 12.4, rating: 'good' });
    expect(sent.flat().map((event) => event.payload?.['metric'])).toEqual(['LCP', 'FID']);
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends what it holds when the page is hidden, and a metric reported while hidden at once', () => {
    const { reporter, state, sent } = setUp();
    reporter.report({ name: 'FCP', value: 900, rating: 'good' });
    reporter.flush();
    expect(sent).toHaveLength(1);
    state.hidden = true;
    reporter.report({ name: 'INP', value: 180, rating: 'good' });
    expect(sent[1]).toEqual([expect.objectContaining({ payload: { metric: 'INP', value: 180, rating: 'good' } })]);
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS);
    reporter.flush();
    expect(sent).toHaveLength(2);
  });

  it('holds and sends nothing without statistics consent, and forgets what it held when consent is withdrawn', () => {
    const { reporter, state, sent } = setUp();
    state.allowed = false;
    reporter.report({ name: 'LCP', value: 1_500, rating: 'good' });
    reporter.report({ name: 'FID', value: 10, rating: 'good' });
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS);
    state.allowed = true;
    reporter.flush();
    expect(sent).toEqual([]);

    reporter.report({ name: 'CLS', value: 0.01, rating: 'good' });
    state.allowed = false;
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS);
    expect(sent).toEqual([]);
  });
});
