import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { countries } from './schema/geography';
import { createTestDatabase } from './testing/test-database';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, migrationsFolder } from './migrate';
import type { Database } from './database';

describe('a migrated test database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('has the pg_trgm extension and the trigram indexes for autocomplete', async () => {
    const extensions = await database.query<{ extname: string }>(`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(extensions).toHaveLength(1);
    const indexes = await database.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'cities_name_trgm_idx',
      'holiday_parks_name_trgm_idx',
      'localities_name_trgm_idx',
      'properties_name_trgm_idx',
    ]);
  });

  it('applies the migrations only once', async () => {
    await migrate(database);
    const applied = await database.query<{ count: number }>('SELECT count(*) AS count FROM drizzle.__drizzle_migrations');
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(journal.entries.length).toBeGreaterThanOrEqual(3);
    expect(applied[0]?.count).toBe(journal.entries.length);
  });

  it('reads and writes through drizzle and through raw SQL with the same values', async () => {
    await database.db.insert(countries).values({ id: 1, code: 'in', name: 'India', currencyCode: 'INR', timeZone: 'Asia/Kolkata' });
    const [viaDrizzle] = await database.db.select().from(countries).where(eq(countries.id, 1));
    expect(viaDrizzle).toEqual({ id: 1, code: 'in', name: 'India', currencyCode: 'INR', timeZone: 'Asia/Kolkata' });
    const viaRaw = await database.query<{ code: string; night: string; total: number }>(
      `SELECT code, DATE '2026-03-01' AS night, count(*) OVER () AS total FROM countries WHERE id = $1`,
      [1],
    );
    expect(viaRaw).toEqual([{ code: 'in', night: '2026-03-01', total: 1 }]);
  });

  it('rejects a property type outside hotel and home', async () => {
    await expect(
      database.query(`INSERT INTO cities (country_id, name, slug, latitude, longitude) VALUES (1, 'Pune', 'pune', 18.52, 73.85)`).then(() =>
        database.query(
          `INSERT INTO properties (id, brand_id, property_type, name, slug, description, address, city_id, country_id, latitude, longitude, category, currency_code)
           SELECT 1, 'nivaas', 'hostel', 'X', 'x', '', '', id, 1, 0, 0, 'Budget', 'INR' FROM cities WHERE slug = 'pune'`,
        ),
      ),
    ).rejects.toThrow(/properties_property_type_check/);
  });
});
