import { defineConfig } from 'vitest/config';

/**
 * The domain libraries' unit tests with enforced coverage (issue 4):
 * `npx vitest run -c vitest.domain.config.ts --coverage`.
 */
const domainProjects = ['booking-rules', 'pricing', 'validation', 'status-mapping', 'brand-config', 'seo', 'legal-content'];

export default defineConfig({
  test: {
    projects: domainProjects.map((name) => `libs/domain/${name}/vitest.config.ts`),
    coverage: {
      provider: 'v8',
      include: ['libs/domain/*/src/**/*.ts'],
      exclude: ['libs/domain/*/src/**/*.test.ts', 'libs/domain/*/src/index.ts'],
      reportsDirectory: 'coverage/domain',
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
