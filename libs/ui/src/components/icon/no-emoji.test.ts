import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Emoji and pictographic symbols render differently on every phone (or as empty boxes without an emoji font):
// the interface draws its icons with <Icon> (lucide SVGs) instead. Comments may still use arrows and the like.
const ROOT = join(__dirname, '../../../../..');
const UI_SOURCES = ['libs/ui/src', 'libs/features', 'apps/web/app', 'apps/microsite/src'];
const PICTOGRAPHS = /[\u{2190}-\u{21FF}\u{2300}-\u{23FF}\u{2460}-\u{24FF}\u{25A0}-\u{27BF}\u{2900}-\u{2BFF}\u{1F000}-\u{1FAFF}\u{00A4}]|\u{FE0F}/u;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'messages' ? [] : sourceFiles(path);
    return /\.(tsx|css)$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** A line's code without its comments (// …, /* … *\/ and {/* … *\/}). */
function code(line: string): string {
  return line
    .replace(/\/\*.*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/, '$1')
    .replace(/^\s*\*.*$/, '');
}

describe('interface sources', () => {
  it('draw no emoji or symbol glyphs as icons', () => {
    const offending = UI_SOURCES.flatMap((folder) => {
      let files: string[] = [];
      try {
        files = sourceFiles(join(ROOT, folder));
      } catch {
        return [];
      }
      return files.flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (PICTOGRAPHS.test(code(line)) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    });
    expect(offending).toEqual([]);
  });
});
