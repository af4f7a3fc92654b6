import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './lint-probe';

/** The lint's knip step: an export nothing imports fails it (the probe is a route of the web app, an entry). */
describe('an unused export fails the lint', () => {
  it('reports an export of a module that the app uses only in part', () => {
    const name = `knip-probe-${randomBytes(4).toString('hex')}`;
    const module = join(workspaceRoot, 'apps/web/app/pages', `${name}.ts`);
    const route = join(workspaceRoot, 'apps/web/app/routes', `${name}.tsx`);
    writeFileSync(module, 'export const usedProbe = 1;\nexport const unusedProbe = 2;\n');
    writeFileSync(route, `import { usedProbe } from '../pages/${name}';\nexport default function Probe() {\n  return usedProbe;\n}\n`);
    try {
      let report = '';
      try {
        execFileSync('npx', ['knip', '--reporter', 'json', '--include', 'exports'], {
          cwd: workspaceRoot,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      } catch (failure) {
        report = String((failure as { stdout?: string }).stdout ?? '');
      }
      const issues = (JSON.parse(report) as { issues: { file: string; exports: { name: string }[] }[] }).issues;
      const probe = issues.find((issue) => issue.file.endsWith(`${name}.ts`));
      expect(probe?.exports.map((exported) => exported.name)).toEqual(['unusedProbe']);
    } finally {
      rmSync(module, { force: true });
      rmSync(route, { force: true });
    }
  }, 60_000);
});
