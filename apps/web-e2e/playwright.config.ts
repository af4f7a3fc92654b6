import { defineConfig, devices } from '@playwright/test';
import { devProviderApiEnv } from '../../tools/oidc-dev-provider/src/dev-clients';
import { E2E_API_PORT, E2E_OIDC_PORT, E2E_WEB_PORT, brandOrigin } from './src/support/hosts';

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md). */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

const workspaceRoot = new URL('../..', import.meta.url).pathname;

export default defineConfig({
  testDir: './src',
  // A journey walks many pages with an accessibility scan on each: on this 2-core machine the longest take close to a
  // minute when two run side by side, so a minute was a coin toss; the budget is for hangs, not for speed.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI one retry: the machine is shared by two workers and a whole seeded API, and a journey that failed once and
  // passed on its retry is still listed as flaky in the report (and goes in the session's notes); twice is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: process.env['E2E_OUTPUT_DIR'] ?? '../../dist/web-e2e/test-results',
  use: { baseURL: brandOrigin('hotel'), trace: 'retain-on-failure', ...chromium },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], ...chromium } },
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 }, ...chromium } },
  ],
  // The built API (on a fresh in-memory database, migrated and seeded at start) and the built web server.
  // Playwright starts both on 127.0.0.1 and stops them when the run ends.
  webServer: [
    {
      command: 'node dist/apps/api/main.mjs',
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_API_PORT}/readyz`,
      env: {
        PORT: String(E2E_API_PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
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
      command: 'node apps/web/server.mjs',
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_WEB_PORT}/healthz`,
      env: { PORT: String(E2E_WEB_PORT), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${E2E_API_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx tools/oidc-dev-provider/src/main.ts',
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_OIDC_PORT}/.well-known/openid-configuration`,
      // Every brand site at the web port may be sent back to (the guest returns to the site they started on).
      env: { OIDC_PORT: String(E2E_OIDC_PORT), WEB_PORT: String(E2E_WEB_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
