/**
 * Seed benchmark, on demand (not part of the test suite):
 *   npx tsx tools/bench/seed-bench.ts --size small --runs 3
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npx tsx tools/bench/seed-bench.ts --size large --runs 1
 * Seeds a fresh PGlite (in memory for small, a temporary folder for large) and, when DATABASE_URL names a server,
 * a fresh temporary database on it; each is removed afterwards. Figures go to tools/bench/results/seed-<size>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate, openDatabase, type Database } from '@stays/server-db';
import { databaseStats, seedDatabase } from '@stays/seed-data';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    runs: { type: 'string', default: '3' },
    seed: { type: 'string', default: '42' },
    start: { type: 'string', default: '2026-11-22' },
  },
});
const size = values.size === 'large' ? 'large' : 'small';
const runs = Math.max(1, Number(values.runs));
const seed = Number(values.seed);
const serverUrl = process.env['DATABASE_URL'];

interface Run {
  openAndMigrateMs: number;
  seedMs: number;
  sizeBytes: number;
  rows: Record<string, number>;
}

async function timedRun(open: () => Promise<{ database: Database; dispose: () => Promise<void> }>): Promise<Run> {
  const started = performance.now();
  const { database, dispose } = await open();
  try {
    await migrate(database);
    const openAndMigrateMs = Math.round(performance.now() - started);
    const report = await seedDatabase(database, { seed, size, startDate: values.start });
    const stats = await databaseStats(database);
    return { openAndMigrateMs, seedMs: report.durationMs, sizeBytes: stats.sizeBytes, rows: stats.rows };
  } finally {
    await database.close();
    await dispose();
  }
}

async function pgliteTarget() {
  if (size === 'small') return { database: await openDatabase({ dataDir: 'memory://' }), dispose: async () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'seed-bench-pglite-'));
  return { database: await openDatabase({ dataDir: dir }), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTarget(url: string) {
  const name = `stays_seed_bench_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { database: await openDatabase({ url: target.toString() }), dispose: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const targets: Array<[string, () => ReturnType<typeof pgliteTarget>]> = [['pglite', pgliteTarget]];
if (serverUrl) targets.push(['postgres', () => postgresTarget(serverUrl)]);

const results: Record<string, Run[]> = {};
for (const [name, open] of targets) {
  results[name] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await timedRun(open);
    results[name].push(result);
    console.log(
      `${name} ${size} run ${run}: open+migrate ${result.openAndMigrateMs} ms, seed ${(result.seedMs / 1000).toFixed(1)} s, ` +
        `${result.rows['properties']} properties, ${result.rows['room_nights']?.toLocaleString('en')} room nights, ${(result.sizeBytes / 1024 / 1024).toFixed(1)} MiB`,
    );
  }
}

const file = resolve(dirname(fileURLToPath(import.meta.url)), '../results', `seed-${size}.json`);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ size, seed, startDate: values.start, ranAt: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`Figures written to ${file}`);
