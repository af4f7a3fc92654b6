import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';
import type { Database } from '@stays/server-db';
import { buildApiServer, type ApiServerOptions } from '../build-api-server';

export interface ApiOnFixture {
  /** The API, built in beforeAll: read it inside tests and hooks, not at the top of the file. */
  readonly app: FastifyInstance;
  /** Its test database (PGlite, or a fresh database on DATABASE_URL's server), with the catalogue fixture. */
  readonly database: Database;
}

/**
 * Test support for an integration test file: registers the hooks that create a test database with the catalogue
 * fixture (plus `seed`, e.g. users), build the API on it — the fixture's clock and no log lines unless `options`
 * say otherwise — and close both after the file's tests.
 */
export function apiOnFixture(options: Omit<ApiServerOptions, 'database'> = {}, seed?: (database: Database) => Promise<void>): ApiOnFixture {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createCatalogueTestDatabase();
    await seed?.(database);
    app = buildApiServer({ now: () => FIXTURE_NOW, logger: false, ...options, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the API is built in beforeAll: read `app` inside a test or a hook');
      return app;
    },
    get database() {
      if (!database) throw new Error('the test database is created in beforeAll: read `database` inside a test or a hook');
      return database;
    },
  };
}
