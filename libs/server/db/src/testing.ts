// Test support of @stays/server-db: never imported by production code.
export { createTestDatabase } from './testing/test-database';
export { buildTestDatabaseTemplates } from './testing/build-test-database-templates';
export { migratedTemplate, type TestDatabaseTemplate } from './testing/test-database-template';
