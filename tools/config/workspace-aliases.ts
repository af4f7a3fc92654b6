import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The `paths` of tsconfig.base.json as Vite aliases, so every tool resolves a library to its one entry file. */
export function workspaceAliases(): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  // Longest names first: Vite takes the first alias that matches, and `@stays/x` also matches `@stays/x/testing`.
  const byLongestName = Object.entries(tsconfig.compilerOptions.paths).sort(([a], [b]) => b.length - a.length);
  return Object.fromEntries(byLongestName.map(([name, [entry]]) => [name, resolve(workspaceRoot, entry ?? '')]));
}

export { workspaceRoot };
