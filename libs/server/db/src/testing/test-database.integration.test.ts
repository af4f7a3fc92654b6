import { describe, expect, it } from 'vitest';
import { readBuiltTemplates, type TestDatabaseTemplate } from './test-database-template';
import { createTestDatabase } from './test-database';

describe('test databases copied from templates', () => {
  it('find the templates the run built once, for the engine the tests run on', () => {
    const built = readBuiltTemplates();
    expect(built?.engine).toBe(process.env['DATABASE_URL'] ? 'postgres' : 'pglite');
    const names = built?.engine === 'pglite' ? Object.keys(built.dumpFiles) : Object.keys(built?.databases ?? {});
    expect(names.sort()).toEqual(['catalogue', 'migrated']);
  });

  it('give each caller a database of its own: what one writes the other never sees', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await first.query(`INSERT INTO countries (id, code, name, currency_code, time_zone) VALUES (9, 'fr', 'France', 'EUR', 'Europe/Paris')`);
      expect(await first.query('SELECT code FROM countries')).toEqual([{ code: 'fr' }]);
      expect(await second.query('SELECT code FROM countries')).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('migrate and fill afresh a template the run did not build', async () => {
    const unbuilt: TestDatabaseTemplate = {
      name: 'one-country',
      fill: async (database) => {
        await database.query(`INSERT INTO countries (id, code, name, currency_code, time_zone) VALUES (7, 'nl', 'Netherlands', 'EUR', 'Europe/Amsterdam')`);
      },
    };
    const database = await createTestDatabase(unbuilt);
    try {
      expect(await database.query('SELECT code FROM countries')).toEqual([{ code: 'nl' }]);
    } finally {
      await database.close();
    }
  });
});
