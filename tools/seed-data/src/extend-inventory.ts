import { DateTime } from 'luxon';
import type { Database } from '@stays/server-db';
import { profilesFromDatabase, type StoredProfile } from './inventory-profiles';
import { buildCalendar } from './nights';
import { insertNights } from './seed-database';

export interface ExtendInventoryOptions {
  /** The seed the database was seeded with: the new nights are the ones a longer seed would have made. */
  seed: number;
  /** Last night (inclusive, YYYY-MM-DD) every room category should have. */
  untilDate: string;
}

/**
 * Rolling window for a long-running demo: adds, for every room category, the nights after its last stored night
 * up to `untilDate`. Returns how many nights it added; running it again adds none.
 */
export async function extendInventory(database: Database, options: ExtendInventoryOptions): Promise<number> {
  const until = DateTime.fromISO(options.untilDate, { zone: 'utc' });
  if (!until.isValid) throw new Error(`Invalid untilDate ${options.untilDate}`);
  const byFirstMissingNight = new Map<string, StoredProfile[]>();
  for (const profile of await profilesFromDatabase(database)) {
    if (profile.lastNight === null) continue;
    const firstMissing = DateTime.fromISO(profile.lastNight, { zone: 'utc' }).plus({ days: 1 });
    if (firstMissing > until) continue;
    const key = firstMissing.toISODate() ?? '';
    const group = byFirstMissingNight.get(key);
    // Appending in place: copying the group for each profile was quadratic (a minute of CPU on the large seed).
    if (group) group.push(profile);
    else byFirstMissingNight.set(key, [profile]);
  }
  let added = 0;
  for (const [firstMissing, profiles] of byFirstMissingNight) {
    const count = Math.round(until.diff(DateTime.fromISO(firstMissing, { zone: 'utc' }), 'days').days) + 1;
    added += await insertNights(database, options.seed, profiles, buildCalendar(firstMissing, count), undefined, true);
  }
  return added;
}
