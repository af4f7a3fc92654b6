import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INERT_MODULE_PRELOAD_REL, INERT_MODULE_TYPE, PAINT_WAIT_AFTER_LOAD_MS, wakeModulesAfterFirstPaint } from './paint-first';

/** A page as paintFirstStream sends it: two inert module preloads and the inert bootstrap module. */
function renderInertPage() {
  document.head.innerHTML = `<link rel="${INERT_MODULE_PRELOAD_REL}" href="/assets/entry.client.js"><link rel="${INERT_MODULE_PRELOAD_REL}" href="/assets/HotelPage.js"><link rel="canonical" href="/hotel/">`;
  document.body.innerHTML = `<main>Hotel</main><script id="bootstrap" type="${INERT_MODULE_TYPE}" async="" data-owner="router">import("/assets/entry.client.js");</script>`;
  const bootstrap = document.getElementById('bootstrap') as HTMLScriptElement;
  bootstrap.nonce = 'n0nce';
}

const wake = () => new Function(wakeModulesAfterFirstPaint)() as void;
const preloadRels = () => [...document.head.querySelectorAll('link')].map((link) => link.rel);
const bootstrapScript = () => document.body.querySelector('script') as HTMLScriptElement;

/** Paint timing as a browser reports it: the observer hears of the first contentful paint when `paint` is called. */
class PaintTimingObserver {
  static readonly supportedEntryTypes = ['paint'];
  static observers: PaintTimingObserver[] = [];
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PaintTimingObserver) => void) {}
  observe() {
    PaintTimingObserver.observers.push(this);
  }
  disconnect() {
    PaintTimingObserver.observers = PaintTimingObserver.observers.filter((observer) => observer !== this);
  }
  static paint(name: string) {
    for (const observer of PaintTimingObserver.observers) observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, observer);
  }
}

describe('wakeModulesAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    PaintTimingObserver.observers = [];
    renderInertPage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('leaves the modules inert until the first contentful paint, then wakes them', () => {
    vi.stubGlobal('PerformanceObserver', PaintTimingObserver);
    wake();
    vi.runAllTimers();
    PaintTimingObserver.paint('first-paint');
    vi.runAllTimers();
    expect(preloadRels()).toEqual([INERT_MODULE_PRELOAD_REL, INERT_MODULE_PRELOAD_REL, 'canonical']);
    expect(bootstrapScript().type).toBe(INERT_MODULE_TYPE);

    PaintTimingObserver.paint('first-contentful-paint');
    expect(bootstrapScript().type, 'woken in a task after the paint, not during it').toBe(INERT_MODULE_TYPE);
    vi.runAllTimers();
    expect(preloadRels()).toEqual(['modulepreload', 'modulepreload', 'canonical']);
    const live = bootstrapScript();
    expect(live.type).toBe('module');
    expect(live.async).toBe(true);
    expect(live.nonce).toBe('n0nce');
    expect(live.dataset['owner']).toBe('router');
    expect(live.textContent).toBe('import("/assets/entry.client.js");');
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
  });

  it('wakes them once, whatever else happens after', () => {
    vi.stubGlobal('PerformanceObserver', PaintTimingObserver);
    wake();
    PaintTimingObserver.paint('first-contentful-paint');
    vi.runAllTimers();
    const live = bootstrapScript();
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(bootstrapScript()).toBe(live);
  });

  it('waits for the paint past the load event, and no more than a few seconds past it', () => {
    vi.stubGlobal('PerformanceObserver', PaintTimingObserver);
    wake();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PAINT_WAIT_AFTER_LOAD_MS - 1);
    expect(bootstrapScript().type, 'a page loaded before it painted still waits').toBe(INERT_MODULE_TYPE);
    vi.advanceTimersByTime(1);
    expect(bootstrapScript().type).toBe('module');
  });

  it('wakes them at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    wake();
    expect(preloadRels()).toEqual(['modulepreload', 'modulepreload', 'canonical']);
    expect(bootstrapScript().type).toBe('module');
  });

  it('wakes them at once in a hidden tab, which paints nothing', () => {
    vi.stubGlobal('PerformanceObserver', PaintTimingObserver);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    wake();
    visibility.mockRestore();
    expect(bootstrapScript().type).toBe('module');
  });
});
