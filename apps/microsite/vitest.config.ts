import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tools/config/workspace-aliases.ts';

export default defineProject({
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'microsite',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
