import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';

describe('migrationsFolder', () => {
  const saved = process.env['MIGRATIONS_DIR'];
  afterEach(() => {
    if (saved === undefined) delete process.env['MIGRATIONS_DIR'];
    else process.env['MIGRATIONS_DIR'] = saved;
  });

  it('finds the committed migrations next to the library, whatever the working directory', () => {
    delete process.env['MIGRATIONS_DIR'];
    const folder = migrationsFolder();
    expect(folder.endsWith('libs/server/db/migrations')).toBe(true);
    expect(existsSync(resolve(folder, 'meta/_journal.json'))).toBe(true);
  });

  it('uses MIGRATIONS_DIR when a bundled build copies the folder elsewhere', () => {
    process.env['MIGRATIONS_DIR'] = 'dist/apps/api/migrations';
    expect(migrationsFolder()).toBe(resolve('dist/apps/api/migrations'));
  });

  it('creates the pg_trgm extension before the migration whose indexes need it', () => {
    delete process.env['MIGRATIONS_DIR'];
    const journal = JSON.parse(readFileSync(resolve(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
    const tags = journal.entries.map((entry) => entry.tag);
    expect(tags[0]).toBe('0000_pg_trgm');
    expect(readFileSync(resolve(migrationsFolder(), '0000_pg_trgm.sql'), 'utf8')).toMatch(/CREATE EXTENSION IF NOT EXISTS pg_trgm/);
    const firstTrigramIndex = tags.findIndex((tag) => readFileSync(resolve(migrationsFolder(), `${tag}.sql`), 'utf8').includes('gin_trgm_ops'));
    expect(firstTrigramIndex).toBeGreaterThan(0);
  });
});
