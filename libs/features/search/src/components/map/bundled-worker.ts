import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

/**
 * MapLibre looks for its worker beside its own module, but the build bundles that module into a renamed chunk and
 * leaves the worker behind: the build ships the worker as an asset of its own (same origin, so the CSP's worker-src
 * 'self' admits it), and MapLibre is told where it is before it starts a map.
 */
export function locateBundledMapWorker(): void {
  setWorkerUrl(workerUrl);
}
