import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../tools/config/workspace-aliases.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4300';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: workspaceAliases() },
  server: {
    host: '127.0.0.1',
    port: 4200,
    // In development the browser's same-origin API calls go to the API process, as server.mjs does in production.
    proxy: { '/api/pwa': apiUrl, '/healthz': apiUrl, '/readyz': apiUrl },
  },
});
