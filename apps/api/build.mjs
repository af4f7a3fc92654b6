#!/usr/bin/env node
// Bundles the API into dist/apps/api/main.mjs: workspace libraries inlined, npm packages left external
// (PGlite and pg load their own files), and the migrations copied next to the bundle (main.ts finds them).
import { cpSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = resolve(root, 'dist/apps/api');

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [resolve(root, 'apps/api/src/main.ts')],
  outfile: resolve(outdir, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: resolve(root, 'tsconfig.base.json'),
  // Workspace libraries (@stays/*) resolve through tsconfig paths and are bundled; every npm package stays external.
  plugins: [
    {
      name: 'npm-packages-external',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@stays/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  logLevel: 'warning',
});
cpSync(resolve(root, 'libs/server/db/migrations'), resolve(outdir, 'migrations'), { recursive: true });
console.log(`built ${resolve(outdir, 'main.mjs')} (+ migrations)`);
