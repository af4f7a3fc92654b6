// A throw-away PostgreSQL server from the machine's own binaries (Debian's `postgresql` package).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serverSettings } from './server-settings.mjs';

/** The newest /usr/lib/postgresql/<version>/bin, or the folder of `initdb` on the PATH; null when neither exists. */
export function findDebianPostgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => b - a)
    : [];
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return onPath ? onPath.replace(/\/initdb$/, '') : null;
}

// initdb refuses to run as root: run the server as the `postgres` user then (the package creates that user).
const asRoot = process.getuid?.() === 0;
const asServerUser = (bin, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);

function pg(bin, args) {
  const result = spawnSync(...asServerUser(bin, args), { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * Initialises and starts a server in `base` (a folder the server's user may write); returns how to stop it.
 * The server runs as a child of this process, not through `pg_ctl start` (which detaches it into a session of its
 * own): killing this process's group then takes the server with it.
 */
export async function startDebianPostgres(bin, base, port) {
  if (asRoot) spawnSync('chown', ['postgres', base]);
  const dataDir = join(base, 'data');
  pg(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const server = spawn(...asServerUser(join(bin, 'postgres'), ['-D', dataDir, ...serverSettings, '-p', String(port), '-k', base]), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let log = '';
    server.stderr.on('data', (chunk) => {
      log += chunk;
      if (log.includes('database system is ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`postgres exited (${code}) before accepting connections:\n${log}`)));
  });
  server.stderr.resume(); // keep draining the log so the server never blocks on a full pipe
  return {
    label: `PostgreSQL ${bin.split('/').at(-2)} (${bin})`,
    stop: async () => pg(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}
