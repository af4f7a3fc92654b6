import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifyPassword } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { generateCatalogue } from './catalogue';
import { generateCoupons } from './coupons';
import { generateDeals } from './deals';
import { generateWizardCoupons } from './wizard-coupons';
import { TEST_USERS, TEST_USER_PASSWORD } from './test-users';
import { databaseStats } from './database-stats';
import { isSeeded, seedDatabase, type SeedReport } from './seed-database';
import { createTestDatabase } from '@stays/server-db/testing';

const START = '2026-11-22';
const NIGHTS = 60;

describe('seedDatabase (small) on a migrated database', () => {
  let database: Database;
  let report: SeedReport;
  let seededBefore: boolean;
  let foreignKeysBefore: number;
  let indexesBefore: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    seededBefore = await isSeeded(database);
    foreignKeysBefore = await countForeignKeys(database);
    indexesBefore = await indexNames(database);
    report = await seedDatabase(database, { seed: 42, size: 'small', startDate: START, nights: NIGHTS });
  });
  afterAll(async () => {
    await database.close();
  });

  it('reports not seeded before and seeded after', async () => {
    expect(seededBefore).toBe(false);
    expect(await isSeeded(database)).toBe(true);
  });

  it('stores every generated row, a night per room category per night', async () => {
    const catalogue = generateCatalogue({ seed: 42, size: 'small', startDate: START });
    const stats = await databaseStats(database);
    expect(stats.rows).toEqual({
      countries: catalogue.countries.length,
      cities: catalogue.cities.length,
      localities: catalogue.localities.length,
      tags: catalogue.tags.length,
      holiday_parks: catalogue.holidayParks.length,
      amenities: catalogue.amenities.length,
      properties: catalogue.properties.length,
      property_tags: catalogue.propertyTags.length,
      property_amenities: catalogue.propertyAmenities.length,
      property_images: catalogue.propertyImages.length,
      room_categories: catalogue.roomCategories.length,
      reviews: catalogue.reviews.length,
      coupons: generateCoupons(START, catalogue.countries).length,
      wizard_coupons: generateWizardCoupons(START).length,
      deals: generateDeals(START, catalogue.cities, catalogue.properties).deals.length,
      deal_properties: generateDeals(START, catalogue.cities, catalogue.properties).dealProperties.length,
      users: TEST_USERS.length,
      wallet_entries: TEST_USERS.reduce((sum, user) => sum + user.credits.length, 0),
      wizard_memberships: TEST_USERS.filter((user) => user.wizardMember).length,
      room_nights: catalogue.roomCategories.length * NIGHTS,
    });
    expect(report.rows).toEqual(stats.rows);
    expect(stats.sizeBytes).toBeGreaterThan(0);
  });

  it("stores each property's rating as its stored reviews' count and average, with no review text twice on a property", async () => {
    const disagreeing = await database.query(
      `SELECT p.id, p.rating_value, p.rating_count, r.count, r.average
         FROM properties p
         LEFT JOIN (SELECT property_id, count(*)::int AS count, round(avg(rating), 1) AS average FROM reviews GROUP BY property_id) r ON r.property_id = p.id
        WHERE p.rating_count <> coalesce(r.count, 0) OR p.rating_value IS DISTINCT FROM r.average`,
    );
    expect(disagreeing).toEqual([]);
    expect(await database.query('SELECT property_id, body FROM reviews GROUP BY property_id, body HAVING count(*) > 1')).toEqual([]);
    const [rated] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM properties WHERE rating_count > 0');
    expect(rated?.count).toBeGreaterThan(100);
  });

  it('stores values as generated: a property, its text[] amenities, its room details and its nights', async () => {
    const catalogue = generateCatalogue({ seed: 42, size: 'small', startDate: START });
    const hotel = present(catalogue.properties[0]);
    const [stored] = await database.query<{ name: string; rating_value: number | null; currency_code: string }>(
      'SELECT name, rating_value, currency_code FROM properties WHERE id = $1',
      [hotel.id],
    );
    expect(stored).toEqual({ name: hotel.name, rating_value: hotel.ratingValue, currency_code: 'INR' });
    const category = present(catalogue.roomCategories[0]);
    const [storedCategory] = await database.query<{ amenities: string[]; services: unknown; views: string[]; restricted_amenities: unknown; media: unknown }>(
      'SELECT amenities, services, views, restricted_amenities, media FROM room_categories WHERE id = $1',
      [category.id],
    );
    expect(storedCategory).toEqual({
      amenities: category.amenities,
      services: category.services,
      views: category.views,
      restricted_amenities: category.restrictedAmenities,
      media: category.media,
    });
    const deal = present(generateDeals(START, catalogue.cities, catalogue.properties).deals[0]);
    const [storedDeal] = await database.query<{ terms: string[]; stay_from: string }>('SELECT terms, stay_from FROM deals WHERE url_name = $1', [deal.urlName]);
    expect(storedDeal).toEqual({ terms: deal.terms, stay_from: deal.stayFrom });
    const nights = await database.query<{ first: string; last: string; count: number }>(
      'SELECT min(night) AS first, max(night) AS last, count(*) AS count FROM room_nights WHERE room_category_id = $1',
      [category.id],
    );
    expect(nights).toEqual([{ first: START, last: '2027-01-20', count: NIGHTS }]);
  });

  it('seeds a travel agent, a company CorporateAdmin and a staff dashboard viewer beside the guests, who sign in with the test password', async () => {
    const rows = await database.query<{ email: string; account_type: string; roles: string[]; password_hash: string }>(
      'SELECT email, account_type, roles, password_hash FROM users ORDER BY id',
    );
    expect(rows.map(({ email, account_type, roles }) => ({ email, account_type, roles }))).toEqual([
      ...TEST_USERS.slice(0, 4).map((user) => ({ email: user.email, account_type: 'consumer', roles: [] })),
      { email: 'vikram.mehta@example.com', account_type: 'travel_agent', roles: [] },
      { email: 'priya.nair@example.com', account_type: 'corporate', roles: ['CorporateAdmin'] },
      { email: 'arjun.pillai@example.com', account_type: 'consumer', roles: [] },
      { email: 'sana.kapoor@example.com', account_type: 'consumer', roles: [] },
    ]);
    const staff = await database.query<{ email: string; role: string }>('SELECT u.email, s.role FROM staff_roles s JOIN users u ON u.id = s.user_id');
    expect(staff).toEqual([{ email: 'sana.kapoor@example.com', role: 'dashboard_viewer' }]);
    expect(await verifyPassword(TEST_USER_PASSWORD, rows[4]?.password_hash ?? null)).toBe(true);
  });

  it('puts the foreign keys and indexes back after the bulk load', async () => {
    expect(await countForeignKeys(database)).toBe(foreignKeysBefore);
    expect(await indexNames(database)).toEqual(indexesBefore);
    expect(indexesBefore).toContain('properties_name_trgm_idx');
  });

  it('finds properties by trigram word similarity despite a typo', async () => {
    const catalogue = generateCatalogue({ seed: 42, size: 'small', startDate: START });
    const hotel = present(catalogue.properties.find((property) => property.localityId !== null && property.propertyType === 'hotel'));
    const locality = present(catalogue.localities.find((candidate) => candidate.id === hotel.localityId)).name;
    const typo = locality.slice(0, 2) + locality.slice(3);
    const rows = await database.query<{ name: string }>(
      `SELECT name FROM properties WHERE lower($1) <% lower(name) ORDER BY word_similarity(lower($1), lower(name)) DESC, id LIMIT 5`,
      [typo],
    );
    expect(rows.map((row) => row.name)).toContain(hotel.name);
  });

  it('continues the serial ids after the explicit ones', async () => {
    const [review] = await database.query<{ id: number }>(
      `INSERT INTO reviews (property_id, source, rating, title, body, author_name, created_at)
       VALUES (1001, 0, 5, 'Great', 'Lovely', 'Test', now()) RETURNING id`,
    );
    const [max] = await database.query<{ max: number }>('SELECT max(id) AS max FROM reviews WHERE id < $1', [review?.id ?? 0]);
    expect(review?.id).toBe((max?.max ?? 0) + 1);
  });

  it('refuses to seed a database that already has properties', async () => {
    await expect(seedDatabase(database, { seed: 42, size: 'small', startDate: START, nights: 1 })).rejects.toThrow(/already has properties/);
  });

  it('stops a second seed of a half-seeded database before touching it', async () => {
    const other = await createTestDatabase();
    try {
      await other.query(`INSERT INTO countries (id, code, name, currency_code, time_zone) VALUES (1, 'in', 'India', 'INR', 'Asia/Kolkata')`);
      const foreignKeys = await countForeignKeys(other);
      await expect(seedDatabase(other, { seed: 42, size: 'small', startDate: START, nights: 1 })).rejects.toThrow(/being seeded by another process/);
      expect(await countForeignKeys(other)).toBe(foreignKeys);
      expect(await isSeeded(other)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('rejects selling more rooms than a night has, and writes none of the statement', async () => {
    const [row] = await database.query<{ id: number }>(
      `SELECT room_category_id AS id FROM room_nights GROUP BY room_category_id HAVING bool_and(sold < total) ORDER BY 1 LIMIT 1`,
    );
    const category = present(row);
    const before = await nightsOf(database, category.id);
    // Every night but the last has room; the last is pushed one past its total.
    await expect(
      database.query(
        `UPDATE room_nights SET sold = CASE WHEN night = (SELECT max(night) FROM room_nights WHERE room_category_id = $1) THEN total + 1 ELSE sold + 1 END
          WHERE room_category_id = $1`,
        [category.id],
      ),
    ).rejects.toThrow(/room_nights_sold_check/);
    expect(await nightsOf(database, category.id)).toEqual(before);
  });

  it('rolls back every night of a stay when one night of it overflows inside a transaction', async () => {
    const [row] = await database.query<{ id: number }>(`SELECT room_category_id AS id FROM room_nights WHERE night = $1 AND sold < total ORDER BY 1 LIMIT 1`, [
      START,
    ]);
    const category = present(row);
    const before = await nightsOf(database, category.id);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE room_nights SET sold = sold + 1 WHERE room_category_id = ${category.id} AND night = ${START}`);
        await tx.execute(sql`UPDATE room_nights SET sold = total + 1 WHERE room_category_id = ${category.id} AND night = '2026-11-23'`);
      }),
    ).rejects.toThrow();
    expect(await nightsOf(database, category.id)).toEqual(before);
  });

  it('rejects a non-positive price', async () => {
    await expect(database.query(`UPDATE room_nights SET price_minor = 0 WHERE night = $1`, [START])).rejects.toThrow(/room_nights_price_check/);
  });
});

function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

async function nightsOf(database: Database, roomCategoryId: number) {
  return database.query('SELECT night, total, sold FROM room_nights WHERE room_category_id = $1 ORDER BY night', [roomCategoryId]);
}

async function countForeignKeys(database: Database): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `SELECT count(*) AS count FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  return row?.count ?? 0;
}

async function indexNames(database: Database): Promise<string[]> {
  const rows = await database.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`);
  return rows.map((row) => row.indexname);
}
