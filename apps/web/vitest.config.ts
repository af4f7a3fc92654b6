import { domTestProject } from '../../tools/config/dom-test-project.ts';
import { workspaceRoot } from '../../tools/config/workspace-aliases.ts';
import { pageViewAssets } from './vite-plugins/page-view-assets.ts';

export default domTestProject('web', ['app/**/*.test.{ts,tsx}'], {
  // Tests run the route modules from source: no client build, so the page views have no extra links.
  plugins: [pageViewAssets({ clientBuildDirectory: `${workspaceRoot}/dist/apps/web/client`, views: {} })],
});
