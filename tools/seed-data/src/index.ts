export { seedDatabase, isSeeded, DEFAULT_NIGHTS, type SeedOptions, type SeedReport } from './seed-database';
export { extendInventory, type ExtendInventoryOptions } from './extend-inventory';
export { generateCatalogue, SIZES, FIRST_PROPERTY_ID, type Catalogue, type CatalogueOptions, type SeedSize } from './catalogue';
export { buildCalendar, generateNights, roomsInCategory, type Calendar, type InventoryProfile } from './nights';
export { databaseStats, type DatabaseStats } from './database-stats';
export { hashSeed, mulberry32 } from './random';
export { TEST_USERS, TEST_USER_PASSWORD, type TestUser } from './test-users';
export { prepareDemoDatabase, DEMO_NIGHTS_AHEAD, type DemoDatabaseOptions } from './demo-database';
