import type { Database } from '../database';

/**
 * A starting point for test databases: migrated, then `fill`ed (e.g. with a fixture). A test run builds each
 * template once (buildTestDatabaseTemplates) and every test file gets its own copy of it; without a built
 * template, createTestDatabase migrates and fills a fresh database itself, with the same result, only slower.
 */
export interface TestDatabaseTemplate {
  /** Unique among templates; also part of the template database's or dump file's name. */
  readonly name: string;
  readonly fill: (database: Database) => Promise<void>;
}

/** Just the migrations. */
export const migratedTemplate: TestDatabaseTemplate = { name: 'migrated', fill: async () => undefined };

/** Where built templates are, per engine: PGlite data-folder dumps (files) or PostgreSQL template databases. */
export type BuiltTemplates =
  { engine: 'pglite'; dumpFiles: Record<string, string> } | { engine: 'postgres'; serverUrl: string; databases: Record<string, string> };

/** The environment variable that hands built templates from Vitest's global setup to the test workers. */
export const BUILT_TEMPLATES_VARIABLE = 'STAYS_TEST_DATABASE_TEMPLATES';

export function readBuiltTemplates(): BuiltTemplates | null {
  const value = process.env[BUILT_TEMPLATES_VARIABLE];
  return value ? (JSON.parse(value) as BuiltTemplates) : null;
}
