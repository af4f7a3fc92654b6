#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server on 127.0.0.1, then stops and removes it.
// Usage: node tools/scripts/with-postgres.mjs <command> [args…]   (the command gets DATABASE_URL)
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => b - a) : [];
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, '');
  console.error('PostgreSQL server binaries not found: install them (Debian: apt-get install -y postgresql).');
  process.exit(2);
}

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

// initdb refuses to run as root: run the server as the `postgres` user then.
const asRoot = process.getuid?.() === 0;
function pg(bin, args) {
  const command = asRoot ? 'runuser' : bin;
  const fullArgs = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs <command> [args…]');
  process.exit(2);
}

const bin = findPostgresBin();
const base = mkdtempSync(join(tmpdir(), 'stays-pg-'));
chmodSync(base, 0o777);
const dataDir = join(base, 'data');
const port = await freePort();
if (asRoot) spawnSync('chown', ['postgres', base]);

let started = false;
function stop() {
  if (started) {
    try {
      pg(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(base, { recursive: true, force: true });
}

try {
  pg(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  pg(join(bin, 'pg_ctl'), [
    '-D', dataDir, '-w', '-l', join(base, 'server.log'),
    '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${base} -c fsync=off -c synchronous_commit=off -c max_connections=200`,
    'start',
  ]);
  started = true;
} catch (error) {
  console.error(String(error));
  stop();
  process.exit(1);
}

const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL ${bin.split('/').at(-2)} on ${databaseUrl}`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl }, shell: false });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
