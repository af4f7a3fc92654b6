import type { SqlClient } from '@stays/server-core';
import { CatalogueIndex } from './catalogue-index';

/**
 * How often each process reads the change feed. With the reload that follows (a few ms for a booking's category),
 * a change committed in PostgreSQL reaches every process's index within STALENESS_BOUND_MS.
 */
const POLL_INTERVAL_MS = 200;
export const STALENESS_BOUND_MS = 1_000;
/**
 * A sequence number missing below seen ones belongs to a transaction still open (or rolled back): it is waited for
 * this long before it is given up as rolled back.
 */
const GAP_GIVE_UP_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;
const CHANGES_PER_POLL = 10_000;

interface ChangeRow {
  seq: number;
  kind: 'nights' | 'property' | 'places';
  property_id: number | null;
  room_category_id: number | null;
}

export interface FollowedCatalogue {
  index: CatalogueIndex;
  /** Reads and applies the changes committed so far (tests call it to wait for no timer). */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Loads the catalogue index and keeps it in step with the database: every POLL_INTERVAL_MS it reads the change feed
 * (catalogue_changes, written by triggers in each change's transaction) past what it has applied and reloads what the
 * rows name. Sequence numbers are taken when a transaction writes, not when it commits, so a later number can become
 * visible first: the feed is read from the lowest number not yet seen, and numbers already applied are skipped.
 */
export async function followCatalogueChanges(
  database: SqlClient,
  options: { pollIntervalMs?: number; onError?: (error: unknown) => void } = {},
): Promise<FollowedCatalogue> {
  const index = new CatalogueIndex();
  const [start] = await database.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM catalogue_changes');
  let watermark = start?.seq ?? 0;
  await index.loadAll(database);

  const applied = new Set<number>();
  const gapSeenAt = new Map<number, number>();
  let lastPrune = Date.now();
  let running: Promise<void> | null = null;
  let stopped = false;

  const poll = async () => {
    const rows = await database.query<ChangeRow>(
      'SELECT seq, kind, property_id, room_category_id FROM catalogue_changes WHERE seq > $1 ORDER BY seq LIMIT $2',
      [watermark, CHANGES_PER_POLL],
    );
    const fresh = rows.filter((row) => !applied.has(row.seq));
    if (fresh.length > 0) await apply(fresh);
    for (const row of fresh) applied.add(row.seq);
    advance(rows.at(-1)?.seq ?? watermark);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await database.query(`DELETE FROM catalogue_changes WHERE changed_at < now() - interval '1 hour'`);
    }
  };

  const apply = async (rows: readonly ChangeRow[]) => {
    if (rows.some((row) => row.kind === 'places')) {
      await index.loadAll(database);
      return;
    }
    const propertyIds = [...new Set(rows.flatMap((row) => (row.kind === 'property' && row.property_id !== null ? [row.property_id] : [])))];
    const categoryIds = [...new Set(rows.flatMap((row) => (row.kind === 'nights' && row.room_category_id !== null ? [row.room_category_id] : [])))];
    const applyProperties = await index.reloadProperties(database, propertyIds);
    const applyNights = await index.reloadNights(database, categoryIds);
    // Applied together, after every read: a request sees the state before or after, never half of it.
    applyProperties();
    applyNights();
  };

  /** Moves the watermark over every number applied, and over a gap once it has waited GAP_GIVE_UP_MS. */
  const advance = (highestSeen: number) => {
    while (watermark < highestSeen) {
      const next = watermark + 1;
      if (applied.delete(next)) {
        watermark = next;
        gapSeenAt.delete(next);
        continue;
      }
      const since = gapSeenAt.get(next) ?? Date.now();
      gapSeenAt.set(next, since);
      if (Date.now() - since < GAP_GIVE_UP_MS) return;
      gapSeenAt.delete(next);
      watermark = next;
    }
  };

  const catchUp = async (): Promise<void> => {
    // A poll already under way may have read the feed before the caller's change: wait for it, then read again.
    while (running) await running.catch(() => undefined);
    running = poll().finally(() => {
      running = null;
    });
    return running;
  };

  const interval = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      catchUp()
        .catch((error: unknown) => options.onError?.(error))
        .finally(schedule);
    }, interval);
    timer.unref();
  };
  schedule();

  return {
    index,
    catchUp,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
