// Test support of @stays/server-catalogue: never imported by production code.
export { catalogueTemplate, createCatalogueTestDatabase } from './testing/catalogue-template';
export { FIXTURE_NIGHTS, FIXTURE_NOW, fixtureIds, fixtureNightDate } from './testing/catalogue-fixture';
