import { parse, serialize } from 'cookie';
import { sendAnalyticsData } from '@stays/api-client';
import { COOKIES, pickMarketingParameters, readUtmInfo, serializeUtmInfo, type UtmInfo } from '@stays/brand-config';
import { browserApi, postToNativeApp } from '@stays/feature-account';
import { reportClientProblem } from '../client-logs/browser-client-logger';
import { ANALYTICS_TIMEOUT_MS } from '../client-logs/post-beacon';
import type { SiteContext } from '../site/site-context';
import { createTracker, type Tracker } from './tracker';

/** The visit's id (a statistics identifier: made only once the guest allows statistics, gone with the tab). */
const SESSION_KEY = 'stays.analytics.session';

let statisticsAllowed = false;
let tracker: Tracker | null = null;
/** Marketing parameters seen before the guest allowed statistics: kept in memory only, written once allowed. */
let pendingUtm: { info: UtmInfo; savedAtMs: number } | null = null;

const cookieOf = (name: string): string | undefined => parse(document.cookie)[name];

function newId(): string {
  return crypto.randomUUID();
}

function sessionId(): string {
  try {
    const kept = sessionStorage.getItem(SESSION_KEY);
    if (kept) return kept;
    const made = newId();
    sessionStorage.setItem(SESSION_KEY, made);
    return made;
  } catch {
    // Storage refused (a private window): one id for this page's life.
    return (fallbackSession ??= newId());
  }
}
let fallbackSession: string | undefined;

/**
 * The device id, fingerprint2 (accounts-commerce §9: 63,072,000 s, path /): a necessary cookie (the cookie policy: it
 * protects the account and prevents fraud), written for every guest on the first page.
 */
export function ensureDeviceCookie(): void {
  if (cookieOf(COOKIES.fingerprint.name)) return;
  document.cookie = serialize(COOKIES.fingerprint.name, newId(), {
    maxAge: COOKIES.fingerprint.maxAgeSeconds,
    path: COOKIES.fingerprint.path,
    sameSite: 'lax',
  });
}

/** Whether statistics are allowed now: the tracker and the utm cookie ask this. */
export function setStatisticsAllowed(allowed: boolean): void {
  statisticsAllowed = allowed;
  if (!allowed) {
    tracker?.clear();
    try {
      sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // nothing kept to remove
    }
  }
  if (allowed) keepUtm(null);
}

/**
 * The tracked marketing parameters of an address (utm_source, gclid, …: accounts-commerce §9), kept 30 days in the
 * `utm` cookie (statistics: written only once allowed; until then held in memory for this page's life).
 */
export function keepUtm(search: string | null): void {
  if (search !== null) {
    const info = pickMarketingParameters(Object.fromEntries(new URLSearchParams(search)));
    if (Object.keys(info).length > 0) pendingUtm = { info, savedAtMs: Date.now() };
  }
  if (!statisticsAllowed || !pendingUtm) return;
  document.cookie = serialize(COOKIES.utm.name, serializeUtmInfo(pendingUtm.info, pendingUtm.savedAtMs), {
    maxAge: COOKIES.utm.maxAgeSeconds,
    path: COOKIES.utm.path,
    sameSite: 'lax',
  });
  pendingUtm = null;
}

/** The campaign the guest came from, if known. */
export function currentUtm(): UtmInfo | null {
  return pendingUtm?.info ?? readUtmInfo(cookieOf(COOKIES.utm.name), Date.now());
}

/** The page's tracker, made once per page life (browser only). */
export function browserTracker(site: SiteContext): Tracker {
  tracker ??= createTracker({
    allowed: () => statisticsAllowed,
    isOnline: () => navigator.onLine,
    now: () => new Date(),
    identity: () => {
      const device = cookieOf(COOKIES.fingerprint.name);
      return {
        brand: site.brandId,
        country: site.countryCode,
        session_id: sessionId(),
        ...(device && /^[\w-]{8,64}$/.test(device) ? { device_id: device } : {}),
      };
    },
    send: async (events) => {
      // A batch sent as the page is hidden must outlive it; none waits longer than the analytics timeout (§9, 4000 ms).
      await sendAnalyticsData(
        browserApi(site.locale),
        { events },
        { keepalive: document.visibilityState === 'hidden', signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS) },
      );
    },
    toNativeApp: (event) => {
      if (document.documentElement.dataset['webview'] !== 'true') return false;
      // Inside the app, events are the app's to send (page views already reach it from NativePageEvents); never our API's.
      if (event.name !== 'page_view')
        postToNativeApp({ type: 'event', name: event.name, page_type: event.page_type, path: event.route, payload: event.payload ?? {} });
      return true;
    },
    later: (task, ms) => {
      const timer = window.setTimeout(task, ms);
      return () => window.clearTimeout(timer);
    },
    log: (message, detail) => {
      console.warn(message, detail);
      reportClientProblem('warn', message, detail);
    },
  });
  return tracker;
}
