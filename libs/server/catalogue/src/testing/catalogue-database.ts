import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@stays/server-db';
import { createCatalogueTestDatabase } from './catalogue-template';

/**
 * For a test file of this library: a fresh migrated database holding the catalogue fixture, opened before the
 * file's tests and closed after them. The value returned stands for that database once it is open.
 */
export function useCatalogueDatabase(): Database {
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await createCatalogueTestDatabase();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as Database, {
    get(_target, key) {
      if (!opened) throw new Error('the catalogue test database is open only while the tests run');
      const value: unknown = Reflect.get(opened, key, opened);
      return typeof value === 'function' ? value.bind(opened) : value;
    },
  });
}
