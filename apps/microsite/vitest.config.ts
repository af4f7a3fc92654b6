import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tools/config/workspace-aliases.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'microsite',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
