import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../../tools/config/workspace-aliases.ts';

export default defineProject({
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'feature-search',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    exclude: ['src/**/*.integration.test.ts', 'src/**/*.postgres.test.ts'],
  },
});
