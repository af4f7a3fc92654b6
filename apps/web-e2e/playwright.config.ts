import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { devProviderApiEnv } from '../../tools/oidc-dev-provider/src/dev-clients';
import { E2E_API_PORT, E2E_MICROSITE_PORT, E2E_OIDC_PORT, E2E_WEB_PORT, brandOrigin } from './src/support/hosts';
import { useE2eClock } from './src/support/clock/e2e-clock';

// The runner, its workers and the servers below all start on the journeys' fixed day (the browser does too:
// support/test.ts), so the seeded catalogue and the journeys' dates are the same in every run.
useE2eClock();
// Accessibility scans are claimed once per page type, host, viewport and dialog in a run (support/accessibility.ts).
process.env['E2E_A11Y_SCANS_DIR'] ??= mkdtempSync(join(tmpdir(), 'stays-a11y-scans-'));
/** Servers run under `exec` (no shell left between Playwright and the server) on the fixed clock. */
const onE2eClock = (script: string) => `exec node --import ./apps/web-e2e/src/support/clock/preload.mjs ${script}`;

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md). */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

const workspaceRoot = new URL('../..', import.meta.url).pathname;
/** The API's demo database (PGlite), made afresh for every run by the seed tool before the API opens it. */
const E2E_PGLITE_DIR = join(workspaceRoot, 'dist/web-e2e/pglite');

export default defineConfig({
  testDir: './src',
  // The budget is for hangs, not for speed: the longest journeys take about half a minute when two run side by side.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Three on two cores: a journey spends much of its time waiting on the servers and the browser's rendering, which a
  // third worker fills (all 89 passed with three workers beside four other engineers' test runs, load average 22).
  workers: 3,
  forbidOnly: !!process.env.CI,
  // Deterministic journeys (fixed clock, seeded data, each its own dates): a failure is a failure, never retried.
  retries: 0,
  reporter: 'list',
  outputDir: process.env['E2E_OUTPUT_DIR'] ?? '../../dist/web-e2e/test-results',
  use: {
    baseURL: brandOrigin('hotel'),
    // Recording a trace costs about 30 % of every journey's time on this 2-core machine (hotel.spec.ts: 117 s of
    // worker time with traces kept on failure, 81 s without). Journeys are deterministic, so a failure replays
    // locally with `--trace on`; the failing page's screenshot and ARIA snapshot are kept without it.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The site's service worker would cache pages and assets across a journey's steps: only the offline journeys
    // (offline.spec.ts) allow it.
    serviceWorkers: 'block',
    ...chromium,
  },
  // A journey runs on the desktop unless its layout branches on a phone: tagged @phone it runs on the phone only,
  // tagged @both on each.
  projects: [
    {
      name: 'phone',
      grep: [/@phone/, /@both/],
      use: { ...devices['Pixel 7'], ...chromium },
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1366, height: 900 }, ...chromium },
    },
  ],
  // The built API on a fresh demo database (seeded from the fixed clock's day by the seed tool, then opened by the
  // API, which never seeds) and the built web server. Playwright starts both on 127.0.0.1 and stops them at the end.
  webServer: [
    {
      command: `${onE2eClock(`--import tsx tools/seed-data/src/demo-cli.ts --fresh`).replace(/^exec /, '')} && ${onE2eClock('dist/apps/api/main.mjs')}`,
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_API_PORT}/readyz`,
      env: {
        PORT: String(E2E_API_PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: E2E_PGLITE_DIR,
        SEED_SIZE: 'small',
        LOG_LEVEL: 'warn',
        // The account journeys read the SMS OTP and the e-mailed links from GET /api/pwa/dev/outbox.
        DEV_TOOLS: 'true',
        // Every journey's guest comes from 127.0.0.1: the per-address limits are for ten times as many guests
        // (per-phone and per-account limits are as in production; the integration tests attack the real values).
        RATE_LIMIT_ADDRESS_FACTOR: '10',
        WEB_ORIGIN: `http://localhost:${E2E_WEB_PORT}`,
        // Google, Apple and Facebook sign-in all go to the local OpenID provider (third server below).
        ...devProviderApiEnv(`http://127.0.0.1:${E2E_OIDC_PORT}`),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
    {
      command: onE2eClock('apps/web/server.mjs'),
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_WEB_PORT}/healthz`,
      env: {
        PORT: String(E2E_WEB_PORT),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${E2E_API_PORT}`,
        // Every guest of the journeys sees each experiment's control (the classic home, 20 a page, no quick-login
        // pop-up, the wizard landing): a journey's page must not depend on the random device id of a new browser.
        EXPERIMENTS: 'off',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The partners' microsite shell, from source (it is a thin proxy: no build of its own to wait for).
      command: onE2eClock('--import tsx apps/microsite/src/main.ts'),
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_MICROSITE_PORT}/healthz`,
      env: { PORT: String(E2E_MICROSITE_PORT), HOST: '127.0.0.1', WEB_URL: `http://127.0.0.1:${E2E_WEB_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: onE2eClock('--import tsx tools/oidc-dev-provider/src/main.ts'),
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_OIDC_PORT}/.well-known/openid-configuration`,
      // Every brand site at the web port may be sent back to (the guest returns to the site they started on).
      env: { OIDC_PORT: String(E2E_OIDC_PORT), WEB_PORT: String(E2E_WEB_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
