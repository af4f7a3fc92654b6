export type { Database, DatabaseDriver, Db, OpenDatabaseOptions } from './database';
export { DEFAULT_PGLITE_DATA_DIR, openDatabase } from './open-database';
export { migrate, migrationsFolder, type MigrateOptions } from './migrate';
export { resetSchema } from './reset-schema';
export {
  amenities,
  bookings,
  cities,
  idempotencyKeys,
  outboxMessages,
  countries,
  dealProperties,
  deals,
  localities,
  properties,
  propertyAmenities,
  propertyImages,
  propertyTags,
  reviews,
  roomCategories,
  roomNightWindows,
  roomNights,
  schema,
  tags,
} from './schema/all-tables';
