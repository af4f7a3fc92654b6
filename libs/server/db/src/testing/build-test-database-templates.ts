import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrate } from '../migrate';
import { openDatabase } from '../open-database';
import type { Database } from '../database';
import { withAdminClient } from './admin-client';
import { BUILT_TEMPLATES_VARIABLE, type BuiltTemplates, type TestDatabaseTemplate } from './test-database-template';

/**
 * For a test run's global setup: migrates once, builds every template from that (on PGlite or, when DATABASE_URL
 * is set, on that server) and tells createTestDatabase in the workers where they are (through the environment,
 * which the workers inherit). Returns the teardown that removes them.
 */
export async function buildTestDatabaseTemplates(templates: readonly TestDatabaseTemplate[]): Promise<() => Promise<void>> {
  const serverUrl = process.env['DATABASE_URL'];
  const { built, remove } = serverUrl ? await buildOnPostgres(serverUrl, templates) : await buildOnPglite(templates);
  process.env[BUILT_TEMPLATES_VARIABLE] = JSON.stringify(built);
  return async () => {
    delete process.env[BUILT_TEMPLATES_VARIABLE];
    await remove();
  };
}

interface Built {
  built: BuiltTemplates;
  remove: () => Promise<void>;
}

async function buildOnPglite(templates: readonly TestDatabaseTemplate[]): Promise<Built> {
  const folder = mkdtempSync(join(tmpdir(), 'stays-test-templates-'));
  const migrated = await openDatabase({ dataDir: 'memory://' });
  await migrate(migrated);
  const migratedDump = await dumpOf(migrated);
  await migrated.close();
  const dumpFiles: Record<string, string> = {};
  for (const template of templates) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: migratedDump });
    await template.fill(database);
    const file = join(folder, `${template.name}.tar`);
    writeFileSync(file, Buffer.from(await (await dumpOf(database)).arrayBuffer()));
    await database.close();
    dumpFiles[template.name] = file;
  }
  return { built: { engine: 'pglite', dumpFiles }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}

async function dumpOf(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

async function buildOnPostgres(serverUrl: string, templates: readonly TestDatabaseTemplate[]): Promise<Built> {
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const created: string[] = [];
  const remove = () =>
    withAdminClient(serverUrl, async (admin) => {
      for (const name of created.reverse()) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  const openNew = async (name: string, template?: string) => {
    await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
    created.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return openDatabase({ url: url.toString(), maxConnections: 2 });
  };
  try {
    const migratedName = `stays_template_base_${suffix}`;
    const migrated = await openNew(migratedName);
    await migrate(migrated);
    await migrated.close(); // a database is copied only while nobody is connected to it
    const databases: Record<string, string> = {};
    for (const template of templates) {
      const name = `stays_template_${template.name}_${suffix}`;
      const database = await openNew(name, migratedName);
      await template.fill(database);
      await database.close();
      databases[template.name] = name;
    }
    return { built: { engine: 'postgres', serverUrl, databases }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
