import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiProcess {
  url: string;
  /** The process id (its memory is read from /proc/<pid>/status). */
  pid: number;
  /** The lines the API has logged so far (pino JSON), when started with `captureLog`. */
  logLines: readonly string[];
  stop(): Promise<void>;
}

/**
 * The API as production runs it (`apps/api/src/main.ts`: its own process, pool and event loop, a log line per request
 * written to /dev/null), on a database the benchmark names. The load generator then measures the API from outside
 * instead of sharing its event loop. `nodeOptions` reach that process (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the API alone).
 */
export async function startApiProcess(
  target: string,
  nodeOptions: readonly string[] = [],
  options: { env?: NodeJS.ProcessEnv; captureLog?: boolean } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: target.startsWith('pglite:') ? '' : target,
    PGLITE_DIR: target.startsWith('pglite:') ? target.slice('pglite:'.length) : '',
    ...options.env,
  };
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', options.captureLog ? 'pipe' : 'ignore', 'pipe'],
  });
  const logLines: string[] = [];
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (logLines.length < 1_000) logLines.push(line);
    });
  }
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the API process exited with ${code}:\n${errors.join('')}`))));
  exited.catch(() => undefined); // once ready, an exit is the stop asked for
  await Promise.race([untilReady(url), exited]);
  return { url, pid: child.pid ?? 0, logLines, stop: () => stopProcess(child) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Migrating and rolling the inventory on can take a while on a large database: up to 10 minutes. */
async function untilReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 1_200; attempt += 1) {
    const response = await fetch(`${url}/readyz`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`${url}/readyz never answered 200`);
}

/** SIGTERM (the process closes its server, then its database, and writes its CPU profile), SIGKILL after 20 s. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
