import { afterAll, beforeAll } from 'vitest';
import { insertCatalogueFixture } from '@stays/server-catalogue';
import { createTestDatabase, type Database } from '@stays/server-db';

/** For a test file of this library: a fresh migrated database with the catalogue fixture, open while its tests run. */
export function useBookingDatabase(): () => Database {
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase();
    await insertCatalogueFixture(opened);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error('the booking test database is open only while the tests run');
    return opened;
  };
}
