/** The built files the service worker precaches: the shell, computed from the client build's Vite manifest. */

interface ViteManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * Sources whose code and assets are precached (keys of the Vite manifest, matched on their start): the client entry,
 * the root route, the offline page, the booking page (kept for the trip) and the listing map with its shipped
 * basemap and MapLibre's worker.
 */
const SHELL_SOURCES = [
  'app/entry.client.tsx',
  'app/root.tsx',
  'app/routes/offline.tsx',
  'app/routes/booking.tsx',
  '../../libs/features/search/src/components/map/ListingMap.tsx',
  '../../libs/features/search/src/components/map/basemap/countries-110m.json',
  '../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs',
] as const;

/** Every file the given sources load up front: their chunk, its static imports (transitively), styles and assets. */
export function shellFiles(manifest: ViteManifest, sources: readonly string[] = SHELL_SOURCES): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    const keys = Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`));
    if (keys.length === 0) throw new Error(`the client build has no ${source}: the service worker's shell would be incomplete`);
    keys.forEach(visit);
  }
  return [...files].sort();
}
