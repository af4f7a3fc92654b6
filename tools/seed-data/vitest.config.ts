import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tools/config/workspace-aliases.ts';

export default defineProject({
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'seed-data',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.integration.test.ts', 'src/**/*.postgres.test.ts'],
  },
});
