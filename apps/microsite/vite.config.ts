import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases, workspaceRoot } from '../../tools/config/workspace-aliases.ts';

/** The microsite: a static single-page app partners embed; it calls the API on its own origin (/api/pwa). */
export default defineConfig({
  root: `${workspaceRoot}/apps/microsite`,
  base: process.env['MICROSITE_BASE'] ?? '/',
  plugins: [react()],
  resolve: { alias: workspaceAliases() },
  build: { outDir: `${workspaceRoot}/dist/apps/microsite`, emptyOutDir: true },
  server: { host: '127.0.0.1', port: 4300 + 2, proxy: { '/api/pwa': process.env['API_URL'] ?? 'http://127.0.0.1:4300' } },
  preview: { host: '127.0.0.1', port: 4302, proxy: { '/api/pwa': process.env['API_URL'] ?? 'http://127.0.0.1:4300' } },
});
