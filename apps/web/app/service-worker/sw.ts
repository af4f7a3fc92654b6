/**
 * The site's service worker (built by build-service-worker.mjs after the web build, served at /sw.js). It precaches
 * the shell — the entry's script and styles, the offline page, the booking page's code and the map's shipped
 * basemap — sends a navigation that fails to /offline, and keeps each booking page a guest opened until check-out.
 * API answers are never cached: they go to the network untouched.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { KEEP_OFFLINE_UNTIL_HEADER, OFFLINE_PATH, TRIPS_CACHE, isTripExpired, offlineRedirectFor, serverNow, strategyFor, tripToKeep } from './routing';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

const origin = self.location.origin;
const matches =
  (strategy: ReturnType<typeof strategyFor>) =>
  ({ request }: { request: Request }) =>
    strategyFor({ url: request.url, method: request.method, mode: request.mode }, origin) === strategy;

async function offlinePage(): Promise<Response> {
  return (await matchPrecache(OFFLINE_PATH)) ?? Response.error();
}

/** Drops every kept booking page whose check-out has passed, by the clock of the response just received. */
async function dropEndedTrips(now: number): Promise<void> {
  const cache = await caches.open(TRIPS_CACHE);
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (isTripExpired(kept?.headers.get(KEEP_OFFLINE_UNTIL_HEADER) ?? null, now)) await cache.delete(request);
  }
}

/** Only a booking page that says until when to keep it is kept (a lookup error, a redirect or a 404 is not). */
const isKeptTrip = (response: Response) =>
  response.status === 200 && !isTripExpired(response.headers.get(KEEP_OFFLINE_UNTIL_HEADER), serverNow(response.headers.get('Date'), Date.now()));

const trips = new NetworkFirst({
  cacheName: TRIPS_CACHE,
  networkTimeoutSeconds: 6,
  // The kept copy answers whatever the request's headers (a navigation and the page's own keep-trip fetch differ).
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      cacheWillUpdate: async ({ response }) => (isKeptTrip(response) ? response : null),
      fetchDidSucceed: async ({ response }) => {
        void dropEndedTrips(serverNow(response.headers.get('Date'), Date.now()));
        return response;
      },
    },
  ],
});
registerRoute(matches('trip'), async (options) => {
  try {
    return await trips.handle(options);
  } catch {
    return options.request.mode === 'navigate' ? Response.redirect(offlineRedirectFor(options.request.url), 302) : Response.error();
  }
});

registerRoute(matches('offline-page'), async ({ request }) => {
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
});

const pages = new NetworkOnly();
registerRoute(matches('navigation'), async (options) => {
  try {
    return await pages.handle(options);
  } catch {
    return Response.redirect(offlineRedirectFor(options.request.url), 302);
  }
});

// A booking page opened before this worker controlled it asks to be kept (see KEEP_TRIP_MESSAGE).
self.addEventListener('message', (event) => {
  const url = tripToKeep(event.data, origin);
  if (!url) return;
  event.waitUntil(
    fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (isKeptTrip(response)) await (await caches.open(TRIPS_CACHE)).put(url, response);
      })
      .catch(() => undefined),
  );
});

// After the routes above (Workbox tries routes in order), so /offline itself still asks the network first.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/], directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A new worker takes over at once: the shell it precached belongs to the build the server now serves.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), dropEndedTrips(Date.now())])));
