import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { migrate } from '../migrate';
import { openDatabase } from '../open-database';
import type { Database } from '../database';
import { withAdminClient } from './admin-client';
import { migratedTemplate, readBuiltTemplates, type TestDatabaseTemplate } from './test-database-template';

/**
 * A database of its own for one test file, as `template` describes it (default: just migrated): in-memory PGlite,
 * or — when DATABASE_URL is set — a new uniquely-named database on that server, dropped again by close().
 * A copy of the template built for this run when there is one; otherwise migrated and filled here.
 */
export async function createTestDatabase(template: TestDatabaseTemplate = migratedTemplate): Promise<Database> {
  const serverUrl = process.env['DATABASE_URL'];
  const built = readBuiltTemplates();
  if (!serverUrl) {
    const dumpFile = built?.engine === 'pglite' ? built.dumpFiles[template.name] : undefined;
    if (dumpFile) return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(dumpFile)]) });
    const database = await openDatabase({ dataDir: 'memory://' });
    return prepared(database, template);
  }
  const templateDatabase = built?.engine === 'postgres' && built.serverUrl === serverUrl ? built.databases[template.name] : undefined;
  const name = `stays_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const copyOf = templateDatabase ? ` TEMPLATE "${templateDatabase}"` : '';
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"${copyOf}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString(), maxConnections: 4 });
  const database: Database = {
    ...opened,
    async close() {
      await opened.close();
      await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
  return templateDatabase ? database : prepared(database, template);
}

async function prepared(database: Database, template: TestDatabaseTemplate): Promise<Database> {
  await migrate(database);
  await template.fill(database);
  return database;
}
