import { CLIENT_LOG_BATCH_SIZE, CLIENT_LOG_MESSAGE_MAX, CLIENT_LOG_STACK_MAX, type ClientLogEntry } from '@stays/api-client';
import { scrubPersonalData } from './scrub-personal-data';

/** "Every 10 seconds" (accounts-commerce §9): an entry waits at most this long for its batch. */
export const CLIENT_LOG_INTERVAL_MS = 10_000;
/** A page that keeps failing (a render loop) reports this many entries in its life, no more. */
const MAX_ENTRIES_PER_PAGE = 100;

export type ClientLogLevel = ClientLogEntry['level'];

/** Where the entry happened and on which build and device: asked when the entry is logged. */
type ClientLogContext = Pick<ClientLogEntry, 'route' | 'page_type' | 'brand' | 'release' | 'device_id'>;

export interface ClientLoggerEnvironment {
  context(): ClientLogContext;
  now(): Date;
  /** POSTs one batch; it must outlive the page (sendBeacon, or fetch with keepalive). */
  post(entries: ClientLogEntry[]): void;
}

export interface ClientLogger {
  /** Queues an entry (its text scrubbed of personal data, cut to the API's limits); a 15th queued entry sends the batch. */
  log(level: ClientLogLevel, message: string, stack?: string): void;
  /** Sends what is queued now, in batches of 15 (the page is hidden or unloading). */
  flush(): void;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The site's client log (accounts-commerce §7 "Client logging posts batches", §9): a batch is sent at 15 queued
 * entries, 10 seconds after the first entry of a batch was queued, and when the page is hidden or unloads. Entries are
 * necessary for running the site: they carry no form value, token, e-mail address or phone number.
 */
export function createClientLogger(environment: ClientLoggerEnvironment): ClientLogger {
  let queue: ClientLogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let logged = 0;

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, CLIENT_LOG_BATCH_SIZE);
      queue = queue.slice(batch.length);
      try {
        environment.post(batch);
      } catch {
        // A log that cannot be sent is dropped: logging must never break the page.
      }
    }
  }

  return {
    log(level, message, stack) {
      const text = cut(scrubPersonalData(message).trim(), CLIENT_LOG_MESSAGE_MAX);
      if (!text || logged >= MAX_ENTRIES_PER_PAGE) return;
      logged += 1;
      const trace = stack ? cut(scrubPersonalData(stack), CLIENT_LOG_STACK_MAX) : undefined;
      queue.push({ level, message: text, ...(trace ? { stack: trace } : {}), ...environment.context(), occurred_at: environment.now().toISOString() });
      if (queue.length >= CLIENT_LOG_BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, CLIENT_LOG_INTERVAL_MS);
    },
    flush,
  };
}
