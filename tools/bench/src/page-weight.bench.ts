/**
 * The JavaScript a page really loads in a browser (Debian's Chromium, phone viewport), gzip-compressed as
 * the web server sends it: every script response until the network is idle, lazy chunks included.
 *
 *   npm start   # in another terminal, or any running site
 *   npx tsx tools/bench/src/page-weight.bench.ts [--url http://localhost:4200/] [--url …]
 *
 * Prints a table per page and writes tools/bench/results/page-weight.json. Not part of the test suite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const { values } = parseArgs({ options: { url: { type: 'string', multiple: true } } });
const urls = values.url?.length ? values.url : ['http://localhost:4200/'];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

interface ScriptWeight {
  url: string;
  bytes: number;
  gzipBytes: number;
}

const report: Record<string, { scripts: ScriptWeight[]; totalBytes: number; totalGzipBytes: number }> = {};
try {
  for (const url of urls) {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
    const pending: Array<Promise<ScriptWeight | null>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter((weight): weight is ScriptWeight => weight !== null);
    await page.close();
    const totalBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const totalGzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    report[url] = { scripts, totalBytes, totalGzipBytes };

    console.log(`\n${url}`);
    for (const script of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(script.gzipBytes).padStart(8)} gzip  ${kb(script.bytes).padStart(8)} raw  ${script.url}`);
    }
    console.log(`  ${kb(totalGzipBytes).padStart(8)} gzip  ${kb(totalBytes).padStart(8)} raw  total, ${scripts.length} scripts`);
  }
} finally {
  await browser.close();
}

const output = resolve(dirname(fileURLToPath(import.meta.url)), '../results/page-weight.json');
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify({ ranAt: new Date().toISOString(), report }, null, 2)}\n`);
console.log(`\nFigures written to ${output}`);

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
