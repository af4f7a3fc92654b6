/**
 * npx tsx tools/seed-data/src/cli.ts --size small|large [--seed 42] [--reset] [--start YYYY-MM-DD] [--nights 365]
 *                                     [--data-dir .data/pglite] [--extend-until YYYY-MM-DD]
 * Uses DATABASE_URL when set, otherwise PGlite in --data-dir. Prints time, row counts and database size.
 */
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { DEFAULT_PGLITE_DATA_DIR, migrate, openDatabase, resetSchema } from '@stays/server-db';
import { databaseStats } from './database-stats';
import { extendInventory } from './extend-inventory';
import { isSeeded, seedDatabase } from './seed-database';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    seed: { type: 'string', default: '42' },
    reset: { type: 'boolean', default: false },
    start: { type: 'string' },
    nights: { type: 'string' },
    'data-dir': { type: 'string', default: DEFAULT_PGLITE_DATA_DIR },
    'extend-until': { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const size = values.size === 'small' || values.size === 'large' ? values.size : fail(`--size must be small or large, not ${values.size}`);
const seed = Number(values.seed);
if (!Number.isInteger(seed)) fail('--seed must be an integer');
const startDate = values.start ?? DateTime.now().setZone('Asia/Kolkata').toISODate() ?? fail('no start date');
if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !DateTime.fromISO(startDate).isValid) fail('--start must be YYYY-MM-DD');
const nights = values.nights === undefined ? undefined : Number(values.nights);
if (nights !== undefined && !(Number.isInteger(nights) && nights > 0)) fail('--nights must be a positive integer');

const url = process.env['DATABASE_URL'];
const started = performance.now();
const database = await openDatabase(url ? { url } : { dataDir: values['data-dir'] });
const where = url ? `PostgreSQL ${new URL(url).host}${new URL(url).pathname}` : `PGlite ${values['data-dir']}`;
try {
  if (values.reset) await resetSchema(database);
  await migrate(database);
  if (values['extend-until']) {
    const added = await extendInventory(database, { seed, untilDate: values['extend-until'] });
    console.log(`Added ${added} nights up to ${values['extend-until']} in ${where}`);
  } else if (await isSeeded(database)) {
    console.log(`${where} is already seeded; pass --reset to start again.`);
  } else {
    console.log(`Seeding ${where}: size ${size}, seed ${seed}, from ${startDate}`);
    const report = await seedDatabase(database, {
      seed,
      size,
      startDate,
      ...(nights === undefined ? {} : { nights }),
      onProgress: (message) => console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s  ${message}`),
    });
    console.log(`Seeded in ${(report.durationMs / 1000).toFixed(1)} s`);
  }
  const stats = await databaseStats(database);
  for (const [table, count] of Object.entries(stats.rows)) console.log(`  ${table.padEnd(20)} ${count.toLocaleString('en')}`);
  console.log(`Database size: ${(stats.sizeBytes / 1024 / 1024).toFixed(1)} MiB; total ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
