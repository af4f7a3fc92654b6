import { DateTime } from 'luxon';
import type { Database } from '@stays/server-db';
import { extendInventory } from './extend-inventory';
import { isSeeded, seedDatabase } from './seed-database';
import type { SeedSize } from './catalogue';

export interface DemoDatabaseOptions {
  seed: number;
  size: SeedSize;
  /** The demo's today: the first night of a fresh seed, and where the year of inventory is counted from. */
  now: Date;
  log: (message: string) => void;
}

/** Nights of inventory a demo always has ahead of today. */
const DEMO_NIGHTS_AHEAD = 365;

/**
 * A migrated database made ready for a demo: seeded when empty (first night today), and its inventory rolled on to
 * today + DEMO_NIGHTS_AHEAD, so a demo started again weeks later still has a year to sell. Never the API's job:
 * production starts on its own data and never writes made-up data.
 */
export async function prepareDemoDatabase(database: Database, options: DemoDatabaseOptions): Promise<void> {
  const today = DateTime.fromJSDate(options.now, { zone: 'utc' });
  if (!(await isSeeded(database))) {
    options.log(`seeding an empty database: size ${options.size}, seed ${options.seed}, from ${today.toISODate()}`);
    const report = await seedDatabase(database, { seed: options.seed, size: options.size, startDate: today.toISODate() ?? '' });
    options.log(`seeded in ${(report.durationMs / 1000).toFixed(1)} s`);
  }
  const untilDate = today.plus({ days: DEMO_NIGHTS_AHEAD }).toISODate() ?? '';
  const added = await extendInventory(database, { seed: options.seed, untilDate });
  if (added > 0) options.log(`inventory rolled on by ${added} nights to ${untilDate}`);
}
