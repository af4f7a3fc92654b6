import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { workspaceAliases, workspaceRoot } from '../../tools/config/workspace-aliases.ts';
import { pageViewAssets } from './vite-plugins/page-view-assets.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4300';

export default defineConfig({
  plugins: [
    reactRouter(),
    pageViewAssets({
      clientBuildDirectory: `${workspaceRoot}/dist/apps/web/client`,
      views: {
        home: 'pages/HomePage.tsx',
        hotel: 'pages/HotelPage.tsx',
        listing: 'pages/ListingPage.tsx',
        nearMe: 'pages/NearMePage.tsx',
        deal: 'pages/deal/DealPage.tsx',
      },
    }),
  ],
  build: {
    // Kept for the server build: it reads which stylesheets and chunks each lazily loaded page view needs.
    manifest: true,
    rollupOptions: {
      // Our libraries' modules only declare things, so a page loads only the modules it uses, not every module an
      // entry file re-exports (e.g. zod schemas). Kept as they are: CSS, and the entry files (ui's loads the tokens).
      treeshake: { moduleSideEffects: (id) => !/\/libs\/.*\.tsx?$/.test(id) || id.endsWith('/src/index.ts') },
    },
  },
  resolve: { alias: workspaceAliases() },
  server: {
    host: '127.0.0.1',
    port: 4200,
    // In development the browser's same-origin API calls go to the API process, as server.mjs does in production.
    proxy: { '/api/pwa': apiUrl, '/healthz': apiUrl, '/readyz': apiUrl },
  },
});
