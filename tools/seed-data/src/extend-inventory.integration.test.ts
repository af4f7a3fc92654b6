import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@stays/server-db';
import { extendInventory } from './extend-inventory';
import { seedDatabase } from './seed-database';
import { createTestDatabase } from '@stays/server-db/testing';

const START = '2026-11-22';

describe('extendInventory', () => {
  let seeded: Database;
  let reference: Database;

  beforeAll(async () => {
    // One database seeded with 20 nights and then extended, one seeded with 35 nights at once.
    [seeded, reference] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedDatabase(seeded, { seed: 7, size: 'small', startDate: START, nights: 20 });
    await seedDatabase(reference, { seed: 7, size: 'small', startDate: START, nights: 35 });
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), reference?.close()]);
  });

  it('adds exactly the missing nights up to the date, then nothing on a second run', async () => {
    const [{ categories } = { categories: 0 }] = await seeded.query<{ categories: number }>('SELECT count(*) AS categories FROM room_categories');
    expect(await extendInventory(seeded, { seed: 7, untilDate: '2026-12-26' })).toBe(categories * 15);
    expect(await extendInventory(seeded, { seed: 7, untilDate: '2026-12-26' })).toBe(0);
    expect(await extendInventory(seeded, { seed: 7, untilDate: '2026-12-01' })).toBe(0);
    const perCategory = await seeded.query<{ first: string; last: string; count: number }>(
      `SELECT DISTINCT min(night) AS first, max(night) AS last, count(*) AS count FROM room_nights GROUP BY room_category_id`,
    );
    expect(perCategory).toEqual([{ first: START, last: '2026-12-26', count: 35 }]);
  });

  it('adds the very nights a longer seed would have made', async () => {
    const query = 'SELECT room_category_id, night, total, sold, price_minor, slasher_price_minor, min_stay FROM room_nights ORDER BY room_category_id, night';
    const [extended, direct] = await Promise.all([seeded.query(query), reference.query(query)]);
    expect(extended.length).toBe(direct.length);
    expect(extended).toEqual(direct);
  });

  it('rejects a date that is not a date', async () => {
    await expect(extendInventory(seeded, { seed: 7, untilDate: '2026-13-45' })).rejects.toThrow(/Invalid untilDate/);
  });
});
