// Builds the service worker after the web build (project.json's build target): bundles app/service-worker/sw.ts into
// one classic script and lets Workbox write the precache list of the shell into it, at dist/apps/web/client/sw.js.
//   npx tsx apps/web/build-service-worker.ts
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PATH } from './app/service-worker/routing.ts';
import { shellFiles, type ViteManifest } from './app/service-worker/shell-files.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const clientDirectory = join(workspaceRoot, 'dist/apps/web/client');
const viteManifestText = readFileSync(join(clientDirectory, '.vite/manifest.json'), 'utf8');
const files = shellFiles(JSON.parse(viteManifestText) as ViteManifest);
// React Router's route manifest, loaded by every page before its modules (not in Vite's manifest).
const routeManifests = readdirSync(join(clientDirectory, 'assets'))
  .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
  .map((name) => `assets/${name}`);

const bundleDirectory = mkdtempSync(join(tmpdir(), 'stays-sw-'));
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    // Workbox's modules drop their development logging in production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      lib: { entry: join(workspaceRoot, 'apps/web/app/service-worker/sw.ts'), formats: ['iife'], name: 'staysServiceWorker', fileName: () => 'sw.js' },
      outDir: bundleDirectory,
      emptyOutDir: true,
      minify: true,
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: join(bundleDirectory, 'sw.js'),
    swDest: join(clientDirectory, 'sw.js'),
    globDirectory: clientDirectory,
    globPatterns: [...files, ...routeManifests],
    // The offline page is server-rendered per brand host and language: each origin's worker stores its own copy,
    // renewed with every build.
    additionalManifestEntries: [{ url: OFFLINE_PATH, revision: createHash('sha256').update(viteManifestText).digest('hex').slice(0, 16) }],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: dist/apps/web/client/sw.js precaches ${count} files (${Math.round(size / 1024)} KiB)`);
} finally {
  rmSync(bundleDirectory, { recursive: true, force: true });
}
