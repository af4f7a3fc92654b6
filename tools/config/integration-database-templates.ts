import { catalogueTemplate } from '@stays/server-catalogue/testing';
import { buildTestDatabaseTemplates, migratedTemplate } from '@stays/server-db/testing';

/**
 * Global setup of the `integration` project: the test databases' templates (migrated; migrated with the catalogue
 * fixture) are built once per run, and each test file copies one instead of migrating afresh.
 */
export default function setup(): Promise<() => Promise<void>> {
  return buildTestDatabaseTemplates([migratedTemplate, catalogueTemplate]);
}
