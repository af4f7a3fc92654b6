#!/usr/bin/env node
// Bundles the microsite shell into dist/apps/microsite/main.mjs: workspace libraries inlined, npm packages external.
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = resolve(root, 'dist/apps/microsite');

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [resolve(root, 'apps/microsite/src/main.ts')],
  outfile: resolve(outdir, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: resolve(root, 'tsconfig.base.json'),
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
console.log(`built ${resolve(outdir, 'main.mjs')}`);
