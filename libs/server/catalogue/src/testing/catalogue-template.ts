import { createTestDatabase, type TestDatabaseTemplate } from '@stays/server-db/testing';
import type { Database } from '@stays/server-db';
import { insertCatalogueFixture } from './catalogue-fixture';

/** A migrated database holding the catalogue fixture. */
export const catalogueTemplate: TestDatabaseTemplate = { name: 'catalogue', fill: (database) => insertCatalogueFixture(database) };

/** A test file's own database with the catalogue fixture (a copy of the run's template when it was built). */
export function createCatalogueTestDatabase(): Promise<Database> {
  return createTestDatabase(catalogueTemplate);
}
