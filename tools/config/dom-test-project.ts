import { resolve } from 'node:path';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { workspaceAliases, workspaceRoot } from './workspace-aliases.ts';

/**
 * A project whose tests render React in happy-dom. Its files share one worker's page and module cache
 * (`isolate: false`): a fresh environment and React per file cost this 2-core machine more than the tests
 * themselves (feature-search 27 s → 9 s); dom-test-setup.ts gives each file a first visit's page instead.
 */
export function domTestProject(name: string, include: string[], extra: UserWorkspaceConfig = {}) {
  return defineProject({
    ...extra,
    resolve: { alias: workspaceAliases() },
    test: {
      name,
      environment: 'happy-dom',
      isolate: false,
      include,
      exclude: ['**/*.integration.test.ts', '**/*.postgres.test.ts', '**/node_modules/**'],
      setupFiles: [resolve(workspaceRoot, 'tools/config/dom-test-setup.ts')],
    },
  });
}
