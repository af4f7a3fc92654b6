import type { Database } from '@stays/server-db';
import { bulkInsert, syncSequence } from './bulk-insert';
import { withBulkLoadWindow } from './bulk-load-window';
import { generateCatalogue, type SeedSize } from './catalogue';
import {
  amenityColumns,
  holidayParkColumns,
  cityColumns,
  countryColumns,
  localityColumns,
  propertyAmenityColumns,
  propertyColumns,
  propertyImageColumns,
  propertyTagColumns,
  reviewColumns,
  roomCategoryColumns,
  roomNightColumns,
  tagColumns,
} from './catalogue-columns';
import { couponColumns, generateCoupons } from './coupons';
import { dealColumns, dealPropertyColumns, generateDeals } from './deals';
import { generateWizardCoupons, wizardCouponColumns } from './wizard-coupons';
import { profilesFromCatalogue } from './inventory-profiles';
import { buildCalendar, generateNights, type InventoryProfile, type Calendar } from './nights';
import type { RoomNightRow } from './rows';
import { insertTestUsers } from './test-users';

export interface SeedOptions {
  seed: number;
  size: SeedSize;
  /** First night of inventory, YYYY-MM-DD. */
  startDate: string;
  /** Nights of inventory from startDate (default 365). */
  nights?: number;
  /** Called after each table and each batch of nights, for a progress line. */
  onProgress?: (message: string) => void;
}

export interface SeedReport {
  seed: number;
  size: SeedSize;
  startDate: string;
  nights: number;
  durationMs: number;
  rows: Record<string, number>;
}

const DEFAULT_NIGHTS = 365;
const ROWS_PER_NIGHTS_BATCH = 40_000;

/** True once the catalogue has properties (false on an empty or not yet migrated database). */
export async function isSeeded(database: Database): Promise<boolean> {
  const [table] = await database.query<{ exists: boolean }>(`SELECT to_regclass('public.properties') IS NOT NULL AS exists`);
  if (!table?.exists) return false;
  const [row] = await database.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM properties) AS seeded');
  return row?.seeded ?? false;
}

/** Fills an empty, migrated database with a deterministic catalogue and `nights` nights of inventory. */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  if (await isSeeded(database)) throw new Error('The database already has properties: reset it before seeding again.');
  const nights = options.nights ?? DEFAULT_NIGHTS;
  const progress = options.onProgress ?? (() => undefined);
  const catalogue = generateCatalogue(options);
  const rows: Record<string, number> = {};

  // The countries are the claim: a second process seeding the same database at the same time inserts none and
  // stops here, before it sets constraints aside under the first one's feet.
  rows['countries'] = await bulkInsert(database, 'countries', countryColumns, catalogue.countries, { onConflictDoNothing: true });
  if (rows['countries'] !== catalogue.countries.length) {
    throw new Error('The database is being seeded by another process (or a seed stopped half-way: reset it).');
  }
  progress(`countries: ${rows['countries']} rows`);

  await withBulkLoadWindow(database, async () => {
    const load = async <Row>(table: string, columns: Parameters<typeof bulkInsert<Row>>[2], data: readonly Row[]) => {
      rows[table] = await bulkInsert(database, table, columns, data);
      progress(`${table}: ${rows[table]} rows`);
    };
    await load('cities', cityColumns, catalogue.cities);
    await load('localities', localityColumns, catalogue.localities);
    await load('tags', tagColumns, catalogue.tags);
    await load('amenities', amenityColumns, catalogue.amenities);
    await load('holiday_parks', holidayParkColumns, catalogue.holidayParks);
    await load('properties', propertyColumns, catalogue.properties);
    await load('property_tags', propertyTagColumns, catalogue.propertyTags);
    await load('property_amenities', propertyAmenityColumns, catalogue.propertyAmenities);
    await load('property_images', propertyImageColumns, catalogue.propertyImages);
    await load('room_categories', roomCategoryColumns, catalogue.roomCategories);
    await load('reviews', reviewColumns, catalogue.reviews);
    await load('coupons', couponColumns, generateCoupons(options.startDate, catalogue.countries));
    await load('wizard_coupons', wizardCouponColumns, generateWizardCoupons(options.startDate));
    const deals = generateDeals(options.startDate, catalogue.cities, catalogue.properties);
    await load('deals', dealColumns, deals.deals);
    await load('deal_properties', dealPropertyColumns, deals.dealProperties);
    rows['room_nights'] = await insertNights(database, options.seed, profilesFromCatalogue(catalogue), buildCalendar(options.startDate, nights), progress);
  });
  for (const table of ['cities', 'localities', 'tags', 'room_categories', 'reviews', 'coupons', 'deals']) await syncSequence(database, table);
  Object.assign(rows, await insertTestUsers(database, options.startDate));
  progress(`test users: ${rows['users']} with ${rows['wallet_entries']} wallet credits`);
  await database.query('ANALYZE');
  // Search and autocomplete read covering indexes alone only where the visibility map says every row is visible.
  await database.query('VACUUM room_night_windows, properties');
  return { seed: options.seed, size: options.size, startDate: options.startDate, nights, durationMs: Math.round(performance.now() - started), rows };
}

/**
 * Generates and inserts nights batch by batch; the next batch is generated while the previous one is being
 * written, so a PostgreSQL server and this process work at the same time.
 */
export async function insertNights(
  database: Database,
  seed: number,
  profiles: readonly InventoryProfile[],
  calendar: Calendar,
  progress: (message: string) => void = () => undefined,
  onConflictDoNothing = false,
): Promise<number> {
  if (calendar.nights.length === 0 || profiles.length === 0) return 0;
  const categoriesPerBatch = Math.max(1, Math.floor(ROWS_PER_NIGHTS_BATCH / calendar.nights.length));
  let inserted = 0;
  let pending: Promise<number> | null = null;
  for (let start = 0; start < profiles.length; start += categoriesPerBatch) {
    const batch: RoomNightRow[] = [];
    for (const profile of profiles.slice(start, start + categoriesPerBatch)) generateNights(seed, profile, calendar, batch);
    if (pending) inserted += await pending;
    pending = bulkInsert(database, 'room_nights', roomNightColumns, batch, { batchSize: batch.length, onConflictDoNothing });
    const done = Math.min(profiles.length, start + categoriesPerBatch);
    if (done === profiles.length || Math.floor(done / categoriesPerBatch) % 25 === 0) progress(`room_nights: ${done}/${profiles.length} room categories`);
  }
  if (pending) inserted += await pending;
  return inserted;
}
