// Test support of @stays/server-catalogue: never imported by production code.
export { catalogueTemplate, createCatalogueTestDatabase } from './testing/catalogue-template';
