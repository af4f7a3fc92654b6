import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './lint-probe';

/** The lint's `prettier --check .` step, with the repository's settings: a file formatted otherwise fails it. */
describe('an unformatted file fails the lint', () => {
  const filepath = join(workspaceRoot, 'libs/domain/pricing/src/probe.ts');

  it('refuses code laid out by hand, and accepts the same code as Prettier writes it', async () => {
    const options = { ...(await resolveConfig(filepath)), filepath };
    expect(await check('export const probe = { a:1,b : "two" }\n', options)).toBe(false);
    expect(await check("export const probe = { a: 1, b: 'two' };\n", options)).toBe(true);
  });
});
