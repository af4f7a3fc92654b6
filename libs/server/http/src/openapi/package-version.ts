import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The version of the workspace this code runs from: the nearest package.json above this file (the repository's,
 * from the sources and from the bundle in dist/apps/api alike).
 */
export function packageVersion(from: string = import.meta.dirname): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const file = join(folder, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}
