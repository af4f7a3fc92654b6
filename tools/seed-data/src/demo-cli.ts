/**
 * The demo database `npm start` and the journeys run the API on: node --import tsx tools/seed-data/src/demo-cli.ts
 *   [--data-dir $PGLITE_DIR or .data/pglite] [--fresh]    (DATABASE_URL instead of PGlite when set; SEED_SIZE, SEED)
 * Migrates, seeds an empty database from today and rolls its inventory on a year ahead, then exits: PGlite's folder
 * is then free for the API process. --fresh (PGlite only) starts from an empty folder.
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_PGLITE_DATA_DIR, migrate, openDatabase } from '@stays/server-db';
import { prepareDemoDatabase } from './demo-database';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string', default: process.env['PGLITE_DIR'] || DEFAULT_PGLITE_DATA_DIR }, fresh: { type: 'boolean', default: false } },
});
const size = process.env['SEED_SIZE'] ?? 'small';
if (size !== 'small' && size !== 'large') throw new Error(`SEED_SIZE must be small or large, got ${size}`);
const seed = Number(process.env['SEED'] ?? 42);
if (!Number.isSafeInteger(seed)) throw new Error(`SEED must be a whole number, got ${process.env['SEED']}`);

const url = process.env['DATABASE_URL'];
const dataDir = values['data-dir'];
if (!url && dataDir.startsWith('memory://')) throw new Error('an in-memory PGlite lives only in its process: give the demo database a folder');
if (values.fresh && !url) rmSync(dataDir, { recursive: true, force: true });
const log = (message: string) => console.log(`demo database (${url ? 'PostgreSQL' : `PGlite ${dataDir}`}): ${message}`);
const database = await openDatabase(url ? { url } : { dataDir });
try {
  await migrate(database);
  await prepareDemoDatabase(database, { seed, size, now: new Date(), log });
} finally {
  await database.close();
}
