#!/usr/bin/env node
// `npm test`: every check of the repository, one suite after another, then one line totalling them.
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { runInOwnProcessGroup, stopRunningGroup } from './process-group.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' };

const journeys = 'journeys in Chromium';
/** Each suite: a name and the command that proves it. */
const suites = [
  ['lint (module boundaries included)', 'npm run lint'],
  ['type-check', 'npm run typecheck'],
  ['unit and integration tests on embedded PGlite', 'npm run test:unit'],
  ...(existsSync('vitest.domain.config.ts') ? [['domain coverage gate (95 %)', 'npm run test:domain']] : []),
  ['integration tests on PostgreSQL', 'npm run test:pg'],
  ['builds (api, web, microsite, catalogue)', 'npm run build'],
  [journeys, 'npm run e2e'],
];

const only = process.argv.slice(2);
const selected = suites.filter(([name]) => only.length === 0 || only.some((word) => name.includes(word)));

// Whatever stops this run, the suite running then goes with everything it started (servers included).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunningGroup();
    console.log(`\n=== stopped by ${signal}`);
    process.exit(130);
  });
}

// Found missing only after ten minutes of other suites, Chromium would cost a whole run: check first.
if (selected.some(([name]) => name === journeys)) ensureChromium();

const results = [];
for (const [name, command] of selected) {
  console.log(`\n=== ${name}: ${command}`);
  const started = performance.now();
  const status = await runInOwnProcessGroup(command, env);
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, ok: status === 0, seconds });
  console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
}

console.log('\nSuites:');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
