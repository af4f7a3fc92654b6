import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@stays/server-db';
import { withBulkLoadWindow } from './bulk-load-window';
import { createTestDatabase } from '@stays/server-db/testing';

describe('withBulkLoadWindow', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const structure = async () => ({
    foreignKeys: await database.query<{ name: string }>(
      `SELECT conname AS name FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY 1`,
    ),
    indexes: await database.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
    ),
  });

  it('loads without foreign keys and non-unique indexes, keeping primary keys and unique indexes, then puts them back', async () => {
    const before = await structure();
    const during = await withBulkLoadWindow(database, structure);
    expect(during.foreignKeys).toEqual([]);
    expect(during.indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['cities_country_slug_unique', 'countries_pkey', 'room_nights_room_category_id_night_pk']),
    );
    expect(during.indexes.map((index) => index.name)).not.toContain('properties_name_trgm_idx');
    expect(await structure()).toEqual(before);
  });

  it('puts everything back when the load fails, and passes the failure on', async () => {
    const before = await structure();
    await expect(
      withBulkLoadWindow(database, async () => {
        throw new Error('load failed');
      }),
    ).rejects.toThrow('load failed');
    expect(await structure()).toEqual(before);
  });

  it('refuses rows that break a foreign key once the keys are back, and still restores the rest', async () => {
    const before = await structure();
    await expect(
      withBulkLoadWindow(database, () =>
        database.query(`INSERT INTO localities (city_id, name, slug, latitude, longitude) VALUES (999999, 'Nowhere', 'nowhere', 0, 0)`),
      ),
    ).rejects.toThrow(/localities_city_id_cities_id_fk/);
    await database.query(`DELETE FROM localities WHERE city_id = 999999`);
    const after = await structure();
    expect(after.indexes).toEqual(before.indexes);
    expect(after.foreignKeys).toEqual(before.foreignKeys.filter((key) => key.name !== 'localities_city_id_cities_id_fk'));
  });
});
