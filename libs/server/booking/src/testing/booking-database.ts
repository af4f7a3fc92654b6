import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@stays/server-db';
import { createCatalogueTestDatabase } from '@stays/server-catalogue/testing';

/** For a test file of this library: a fresh migrated database with the catalogue fixture, open while its tests run. */
export function useBookingDatabase(): () => Database {
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await createCatalogueTestDatabase();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error('the booking test database is open only while the tests run');
    return opened;
  };
}
