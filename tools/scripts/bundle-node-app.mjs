#!/usr/bin/env node
// `node tools/scripts/bundle-node-app.mjs <app> [--copy <folder>]`: bundles apps/<app>/src/main.ts into
// dist/apps/<app>/main.mjs, workspace libraries (@stays/*, resolved through tsconfig paths) inlined and every npm
// package left external (PGlite and pg load their own files); a copied folder lands next to the bundle (the API's
// migrations, which its main.ts finds there).
import { cpSync, rmSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { copy: { type: 'string' } } });
const [app] = positionals;
if (!app) throw new Error('usage: bundle-node-app.mjs <app> [--copy <folder>]');

const outdir = resolve(workspaceRoot, 'dist/apps', app);
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [resolve(workspaceRoot, 'apps', app, 'src/main.ts')],
  outfile: resolve(outdir, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: resolve(workspaceRoot, 'tsconfig.base.json'),
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
if (values.copy) cpSync(resolve(workspaceRoot, values.copy), resolve(outdir, basename(values.copy)), { recursive: true });
console.log(`built ${resolve(outdir, 'main.mjs')}${values.copy ? ` (+ ${basename(values.copy)})` : ''}`);
