// Test support of @stays/server-catalogue: never imported by production code.
export { catalogueTemplate, createCatalogueTestDatabase } from './testing/catalogue-template';
export { FIXTURE_FIRST_NIGHT, FIXTURE_NIGHTS, FIXTURE_NOW, fixtureCategory, fixtureIds, fixtureNightDate, insertCatalogueFixture } from './testing/catalogue-fixture';
