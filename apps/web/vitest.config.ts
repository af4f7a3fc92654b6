import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tools/config/workspace-aliases.ts';

export default defineProject({
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./app/testing/setup.ts'],
  },
});
