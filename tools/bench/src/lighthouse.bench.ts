/**
 * Lighthouse (mobile emulation: a mid-range phone on slow 4G, CPU slowed 4×) on a hotel page of each brand, against
 * the production build, on demand (not part of the test suite):
 *   npx nx run-many -t build -p web api
 *   npx tsx tools/bench/src/lighthouse.bench.ts [--runs 3] [--api-port 4595] [--web-port 4605]
 *   DATABASE_URL=postgres://… npx tsx tools/bench/src/lighthouse.bench.ts   (the API on that database, e.g. the large seed)
 * Starts the built API (on a PGlite demo database seeded `small` in a temporary folder, unless DATABASE_URL is set) and the web server
 * (apps/web/server.mjs) on 127.0.0.1, runs Lighthouse's performance category in Debian's Chromium, prints LCP, FCP,
 * TBT and the JavaScript transferred (median of the runs) with the machine's load average, stops both servers and
 * writes tools/bench/results/lighthouse.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'api-port': { type: 'string', default: '4595' },
    'web-port': { type: 'string', default: '4605' },
  },
});
const runs = Number(values.runs);
const apiPort = Number(values['api-port']);
const webPort = Number(values['web-port']);
const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const api = `http://127.0.0.1:${apiPort}/api/pwa`;

const brands = [
  { name: 'Nivaas', origin: `http://localhost:${webPort}`, prefix: '', countryId: 1, brandName: 'nivaas' },
  { name: 'Dunelight Homes', origin: `http://homes.localhost:${webPort}`, prefix: '/nl', countryId: 143, brandName: 'dunelight' },
];

interface Figures {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  scriptKb: number;
  lcpElement: string;
}

const servers: ChildProcess[] = [];
const demoDir = process.env['DATABASE_URL'] ? null : mkdtempSync(join(tmpdir(), 'stays-lighthouse-pglite-'));
try {
  if (demoDir) {
    const demo = spawnSync(process.execPath, ['--import', 'tsx', 'tools/seed-data/src/demo-cli.ts', '--data-dir', demoDir], {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, SEED_SIZE: 'small' },
    });
    if (demo.status !== 0) throw new Error('the demo database could not be made');
  }
  servers.push(
    start('api', ['dist/apps/api/main.mjs'], {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(demoDir ? { PGLITE_DIR: demoDir } : {}),
    }),
  );
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 240_000);
  servers.push(
    start('web', ['apps/web/server.mjs'], { PORT: String(webPort), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${apiPort}`, NODE_ENV: 'production' }),
  );
  await waitFor(`http://127.0.0.1:${webPort}/healthz`, 60_000);

  const report: Record<string, { url: string; runs: Figures[]; median: Figures }> = {};
  for (const brand of brands) {
    const url = `${brand.origin}${brand.prefix}/${await hotelPath(brand)}`;
    const measured: Figures[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await lighthouse(url));
    report[brand.name] = { url, runs: measured, median: median(measured) };
  }

  console.table(
    Object.fromEntries(
      Object.entries(report).map(([brand, { median: figures }]) => [
        brand,
        { 'LCP ms': figures.lcpMs, 'FCP ms': figures.fcpMs, 'TBT ms': figures.tbtMs, 'JS KB (transferred)': figures.scriptKb },
      ]),
    ),
  );
  for (const [brand, { url, median: figures }] of Object.entries(report)) console.log(`${brand}: ${url}\n  LCP element: ${figures.lcpElement}`);
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(`load average (1, 5, 15 min) at the end: ${load.join(', ')} on ${availableParallelism()} cores; median of ${runs} run(s)`);
  const output = resolve(workspaceRoot, 'tools/bench/results/lighthouse.json');
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify({ ranAt: new Date().toISOString(), loadAverage: load, runs, report }, null, 2)}\n`);
  console.log(`written ${output}`);
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((exited) => (server.exitCode === null ? server.once('exit', exited) : exited(null)))));
  if (demoDir) rmSync(demoDir, { recursive: true, force: true });
}

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: workspaceRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A property of the brand's first city with rooms free for a two-night stay three weeks ahead, as its page path. */
async function hotelPath(brand: (typeof brands)[number]): Promise<string> {
  const cities = (await (await fetch(`${api}/cities?country_id=${brand.countryId}`)).json()) as { cities: { id: number }[] };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const city of cities.cities) {
    const query = `filters[city_id]=${city.id}&available_room_count[checkin]=${day(21)}&available_room_count[checkout]=${day(23)}&brand_name=${brand.brandName}&format_response[batch_count]=1`;
    const reply = (await (await fetch(`${api}/search?${query}`)).json()) as { hotels: { id: number }[] };
    const hotel = reply.hotels[0];
    if (hotel) return `${hotel.id}/?checkin=${day(21)}&checkout=${day(23)}`;
  }
  throw new Error(`no bookable property for ${brand.name}`);
}

/** One Lighthouse run (its CLI, default mobile emulation and simulated throttling), performance category only. */
async function lighthouse(url: string): Promise<Figures> {
  const outputDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const outputPath = join(outputDir, 'report.json');
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn(
        process.execPath,
        [
          resolve(workspaceRoot, 'node_modules/lighthouse/cli/index.js'),
          url,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${outputPath}`,
          `--chrome-flags=${chromeFlags}`,
          '--quiet',
        ],
        { cwd: workspaceRoot, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`lighthouse exited with ${code} on ${url}`))));
    });
    const result = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
    if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.code} ${result.runtimeError.message}`);
    const audit = (id: string) => result.audits[id];
    const scripts = (audit('network-requests')?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    const lcpItems = audit('largest-contentful-paint-element')?.details?.items ?? [];
    const lcpNode = lcpItems.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
    return {
      lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? Number.NaN),
      fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? Number.NaN),
      scriptKb: Math.round((scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024) * 10) / 10,
      lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? ''})` : 'unknown',
    };
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

interface LighthouseItem {
  resourceType?: string;
  transferSize?: number;
  node?: { nodeLabel?: string; selector?: string };
  items?: LighthouseItem[];
}

interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  audits: Record<string, { numericValue?: number; details?: { items?: LighthouseItem[] } } | undefined>;
}

function median(measured: Figures[]): Figures {
  const middle = <T>(items: T[], by: (item: T) => number) => [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)] as T;
  const byLcp = middle(measured, (figures) => figures.lcpMs);
  return {
    lcpMs: byLcp.lcpMs,
    fcpMs: middle(measured, (figures) => figures.fcpMs).fcpMs,
    tbtMs: middle(measured, (figures) => figures.tbtMs).tbtMs,
    scriptKb: middle(measured, (figures) => figures.scriptKb).scriptKb,
    lcpElement: byLcp.lcpElement,
  };
}
