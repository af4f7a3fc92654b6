#!/usr/bin/env node
// `npm test`: every check of the repository, one step after another (a step of two suites runs them side by side:
// each is single-threaded or small, and the machine has two cores), then one line totalling them.
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { runInOwnProcessGroup, stopRunningGroup } from './process-group.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' };

const journeys = 'journeys in Chromium';
/** Each step: the suites it runs side by side, each a name and the command that proves it. */
const steps = [
  [
    ['lint (module boundaries included)', 'npm run lint:code'],
    ['type-check', 'npm run typecheck'],
  ],
  [['unit and integration tests on embedded PGlite', 'npm run test:unit']],
  [['integration tests on PostgreSQL', 'npm run test:pg']],
  [
    ...(existsSync('vitest.domain.config.ts') ? [['domain coverage gate (95 %)', 'npm run test:domain']] : []),
    ['builds (api, web, microsite, catalogue)', 'npm run build'],
    // Prettier (single-threaded, 28 s here) beside the builds, where a core is free once the coverage gate is done,
    // rather than after ESLint (40 s) and knip (7 s) while the type-check holds the other core.
    ['formatting', 'npm run format:check'],
  ],
  [[journeys, 'npm run e2e']],
];

const only = process.argv.slice(2);
const chosen = ([name]) => only.length === 0 || only.some((word) => name.includes(word));
const selectedSteps = steps.map((step) => step.filter(chosen)).filter((step) => step.length > 0);

// Whatever stops this run, the suite running then goes with everything it started (servers included).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunningGroup();
    console.log(`\n=== stopped by ${signal}`);
    process.exit(130);
  });
}

// Found missing only after ten minutes of other suites, Chromium would cost a whole run: check first.
if (selectedSteps.some((step) => step.some(([name]) => name === journeys))) ensureChromium();

async function runSuite([name, command]) {
  console.log(`\n=== ${name}: ${command}`);
  const started = performance.now();
  const status = await runInOwnProcessGroup(command, env);
  const seconds = (performance.now() - started) / 1000;
  console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return { name, ok: status === 0, seconds };
}

const results = [];
for (const step of selectedSteps) results.push(...(await Promise.all(step.map(runSuite))));

console.log('\nSuites:');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
