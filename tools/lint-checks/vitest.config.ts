import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lint-checks',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // ESLint and the Nx project graph load once per file; give them time on a 2-core machine.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
