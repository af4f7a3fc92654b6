import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Packages a layer must never reach for, whatever its tag allows (ARCHITECTURE.md "Dependency rules"). */
const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'react-intl', '@tanstack/*', 'zustand'];
const serverPackages = ['fastify', '@fastify/*', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'express', 'compression', 'pino'];

export const depConstraints = [
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain'],
    bannedExternalImports: [...reactPackages, ...serverPackages],
  },
  {
    sourceTag: 'type:api-client',
    onlyDependOnLibsWithTags: ['type:domain', 'type:api-client'],
    bannedExternalImports: serverPackages,
  },
  {
    sourceTag: 'type:server',
    onlyDependOnLibsWithTags: ['type:domain', 'type:api-client', 'type:server'],
    bannedExternalImports: reactPackages,
  },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:domain', 'type:ui'],
    bannedExternalImports: serverPackages,
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:domain', 'type:api-client', 'type:ui'],
    bannedExternalImports: serverPackages,
  },
  {
    // Never a tool (the seed generator, the dev OpenID provider): a tool drives an app, not the other way round.
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:domain', 'type:api-client', 'type:server', 'type:ui', 'type:feature'],
  },
  {
    sourceTag: 'type:tool',
    onlyDependOnLibsWithTags: ['type:domain', 'type:api-client', 'type:server', 'type:tool'],
  },
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['type:domain'],
  },
  {
    sourceTag: 'platform:web',
    notDependOnLibsWithTags: ['platform:node'],
  },
  {
    // The partners' microsite shell forwards every request to the web site: the brand rules are all it may need.
    sourceTag: 'role:shell',
    onlyDependOnLibsWithTags: ['type:domain'],
  },
];

/** Tests (and test support) may use tools too: an app's integration test seeds its database with the generator. */
const testDepConstraints = depConstraints.map((constraint) =>
  constraint.sourceTag === 'type:app' ? { ...constraint, onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:tool'] } : constraint,
);
const boundaryOptions = (constraints) => ({
  enforceBuildableLibDependency: false,
  banTransitiveDependencies: false,
  checkDynamicDependenciesExceptions: [],
  allow: [],
  depConstraints: constraints,
});

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/build',
      '**/coverage',
      '**/.react-router',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '.data/**',
      '.nx/**',
      'libs/server/db/migrations/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaryOptions(depConstraints)],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name each export: no `export *` (ARCHITECTURE.md, one explicit entry file).' },
      ],
    },
  },
  {
    // Product code never reaches test support: fixtures and test databases live behind `@stays/<lib>/testing`.
    files: ['libs/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/testing.ts', '**/*.stories.tsx', 'apps/web-e2e/**', '**/*.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@stays/*/testing', '**/testing', '**/testing/*'], message: 'Test support is for tests and stories only.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaryOptions(testDepConstraints)] },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    // Domain libraries are pure: no I/O, no clock, no randomness (pass them in).
    files: ['libs/domain/**/*.ts'],
    ignores: ['libs/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto'], message: 'Domain libraries do no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Domain libraries do no I/O.' },
        { name: 'window', message: 'Domain libraries run anywhere: no browser globals.' },
        { name: 'document', message: 'Domain libraries run anywhere: no browser globals.' },
        { name: 'localStorage', message: 'Domain libraries run anywhere: no browser globals.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in: domain rules are pure.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in: domain rules are pure.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['tools/**/*.{ts,mjs,js}', 'apps/api/**/*.ts', 'libs/server/**/*.ts', '**/*.config.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Build and test configuration reads the workspace's shared helpers; it is not product code.
    files: ['**/*.config.{ts,mjs}', '.storybook/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
