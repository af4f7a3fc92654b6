import { defineProject } from 'vitest/config';
import { workspaceAliases, workspaceRoot } from '../../tools/config/workspace-aliases.ts';
import { pageViewAssets } from './vite-plugins/page-view-assets.ts';

export default defineProject({
  // Tests run the route modules from source: no client build, so the page views have no extra links.
  plugins: [pageViewAssets({ clientBuildDirectory: `${workspaceRoot}/dist/apps/web/client`, views: {} })],
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./app/testing/setup.ts'],
  },
});
