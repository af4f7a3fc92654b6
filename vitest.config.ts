import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './tools/config/workspace-aliases.ts';

/**
 * Every project's tests. Unit tests live in each project's own vitest.config.ts; the `integration` project
 * runs the API and repository tests against a database: embedded PGlite by default, a real PostgreSQL
 * when DATABASE_URL is set (see tools/scripts/with-postgres.mjs).
 */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1); the second core is worth more than the
    // headroom it keeps. Projects inherit this unless they set their own.
    maxWorkers: 2,
    projects: [
      'libs/**/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tools/*/vitest.config.ts',
      {
        resolve: { alias: workspaceAliases() },
        test: {
          name: 'integration',
          environment: 'node',
          // *.postgres.test.ts need a server of their own to stop (faults): only when DATABASE_URL gives one.
          include: [
            '{libs,apps,tools}/**/src/**/*.integration.test.ts',
            ...(process.env['DATABASE_URL'] ? ['{libs,apps,tools}/**/src/**/*.postgres.test.ts'] : []),
          ],
          globalSetup: ['tools/config/integration-database-templates.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
          // Each file shares one database; PGlite costs ~0.8 GiB, so two at a time on this 2-core machine.
          maxWorkers: 2,
          // Each file opens (and closes) its own database and API: a worker need not re-import Fastify, drizzle and
          // PGlite for every file (PostgreSQL run 80 s → 50 s, imports 60 s → 14 s).
          isolate: false,
          // Runs after the unit tests, in its own group (it has its own worker limit).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
