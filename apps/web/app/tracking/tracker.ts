import type { AnalyticsEvent } from '@stays/api-client';
import { statusClassText } from '@stays/status-mapping';

/** An event as a page reports it; the tracker adds who (brand, country, session, device) and when. */
export type TrackedEvent = Pick<AnalyticsEvent, 'name' | 'page_type' | 'route'> & { payload?: AnalyticsEvent['payload'] };

export interface TrackerEnvironment {
  /** Whether the guest allows statistics now (always, where consent is not asked). */
  allowed(): boolean;
  isOnline(): boolean;
  now(): Date;
  /** Brand, country, session and device of the events (asked only once an event is allowed). */
  identity(): Pick<AnalyticsEvent, 'brand' | 'country' | 'session_id' | 'device_id'>;
  /** POST /analytics/sendData; rejects with `{ statusCode }` when the API refuses, with anything else when unreachable. */
  send(events: AnalyticsEvent[]): Promise<void>;
  /** Inside a native app: hands the event to the app's bridge and answers true (then nothing goes to our API). */
  toNativeApp(event: AnalyticsEvent): boolean;
  /** Runs `task` after `ms`; answers a way to cancel it. */
  later(task: () => void, ms: number): () => void;
  log(message: string, detail: Record<string, unknown>): void;
}

/** One batch at most this many events (the API's limit). */
const BATCH = 25;
/** Events arriving together go in one call. */
const FLUSH_DELAY_MS = 300;
/** A queue held while offline keeps at most this many events (the oldest are dropped). */
const MAX_QUEUED = 200;

export interface Tracker {
  /** Records an event, if the guest allows statistics: sent soon when online, queued while offline. Answers whether it was kept. */
  track(event: TrackedEvent): boolean;
  /** Sends what is queued now (going online, the page being hidden). */
  flush(): Promise<void>;
  /** Forgets the queue (the guest withdrew consent). */
  clear(): void;
}

/**
 * The site's tracker (accounts-commerce §3 "Tracking"): nothing is kept or sent without consent where it is asked;
 * events are sent only while the browser is online and queued meanwhile; inside a native app they go to its bridge;
 * a refused batch is logged with its class ('API server side error' / 'API client side error', §8) as "GA EVENT NOT SENT"
 * and dropped, an unreachable API keeps the batch for the next try.
 */
export function createTracker(environment: TrackerEnvironment): Tracker {
  let queue: AnalyticsEvent[] = [];
  let cancelFlush: (() => void) | null = null;
  let sending = false;

  const schedule = () => {
    if (cancelFlush || !environment.isOnline()) return;
    cancelFlush = environment.later(() => {
      cancelFlush = null;
      void flush();
    }, FLUSH_DELAY_MS);
  };

  async function flush(): Promise<void> {
    if (sending || queue.length === 0 || !environment.isOnline()) return;
    if (!environment.allowed()) {
      queue = [];
      return;
    }
    sending = true;
    const batch = queue.slice(0, BATCH);
    try {
      await environment.send(batch);
      queue = queue.slice(batch.length);
    } catch (error) {
      const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number((error as { statusCode: unknown }).statusCode) : null;
      const errorClass = status === null ? null : statusClassText(status);
      if (errorClass) {
        // The API refused the batch: sending it again would be refused again.
        queue = queue.slice(batch.length);
        environment.log('GA EVENT NOT SENT', { class: errorClass, status, events: batch.length });
      } else {
        environment.log('GA EVENT NOT SENT', { class: 'network', events: batch.length });
        sending = false;
        return;
      }
    }
    sending = false;
    if (queue.length > 0) schedule();
  }

  return {
    track(tracked) {
      if (!environment.allowed()) return false;
      const event: AnalyticsEvent = { ...tracked, payload: tracked.payload ?? {}, ...environment.identity(), occurred_at: environment.now().toISOString() };
      if (environment.toNativeApp(event)) return true;
      queue.push(event);
      if (queue.length > MAX_QUEUED) queue = queue.slice(queue.length - MAX_QUEUED);
      schedule();
      return true;
    },
    flush,
    clear() {
      queue = [];
      cancelFlush?.();
      cancelFlush = null;
    },
  };
}
