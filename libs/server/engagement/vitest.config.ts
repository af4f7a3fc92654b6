import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../../tools/config/workspace-aliases.ts';

export default defineProject({
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'server-engagement',
    environment: 'node',
    // No DOM and no global state: the files may share one module graph per worker (much faster to start).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.integration.test.ts', 'src/**/*.postgres.test.ts'],
  },
});
