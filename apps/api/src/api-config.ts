import { resolve } from 'node:path';
import { assertSandboxAllowed } from '@stays/server-payments';

/** The API process's settings, from the environment (README: PORT, HOST, DATABASE_URL, PGLITE_DIR, LOG_LEVEL, DEV_TOOLS). */
export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  logLevel: string;
  /** DEV_TOOLS=true: development-only routes (GET /api/pwa/dev/outbox). Refused with NODE_ENV=production. */
  devTools: boolean;
  /**
   * CATALOGUE_INDEX=sql: search, the map and the hotel page read PostgreSQL instead of the in-memory catalogue
   * (the benchmark's 'before'; a process short of memory). Default: the index.
   */
  catalogueIndex: boolean;
}

/** PGlite's in-memory database: nothing is written to disk. */
const IN_MEMORY = 'memory://';

/**
 * Where PGlite keeps its data: `memory://` stays in memory, anything else is a folder relative to the
 * process's working directory.
 */
export function pgliteDataDir(pgliteDir: string, cwd: string): string {
  return pgliteDir.startsWith(IN_MEMORY) ? pgliteDir : resolve(cwd, pgliteDir);
}

export function readApiConfig(env: Record<string, string | undefined>): ApiConfig {
  const port = Number(env['PORT'] ?? 4300);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  checkProductionSecrets(env);
  // The only payment adapter is the sandbox; fail here, before the database is prepared.
  assertSandboxAllowed(env);
  return {
    port,
    host: env['HOST'] || '127.0.0.1',
    databaseUrl: env['DATABASE_URL'] || undefined,
    pgliteDir: env['PGLITE_DIR'] || '.data/pglite',
    logLevel: env['LOG_LEVEL'] || 'info',
    devTools: devToolsOf(env),
    catalogueIndex: catalogueIndexOf(env),
  };
}

/**
 * Production needs the secrets that must be the same in every API process and survive restarts: without
 * BOOKING_TOKEN_SECRET each process would sign booking links with its own random key, and the links guests were
 * sent would stop opening their booking. (ACCOUNTS_SECRET is checked by the accounts library.)
 */
function checkProductionSecrets(env: Record<string, string | undefined>): void {
  if (env['NODE_ENV'] !== 'production') return;
  if ((env['BOOKING_TOKEN_SECRET'] ?? '').length < 32) throw new Error('BOOKING_TOKEN_SECRET (at least 32 characters) is required with NODE_ENV=production');
}

function devToolsOf(env: Record<string, string | undefined>): boolean {
  const on = env['DEV_TOOLS'] === 'true';
  if (on && env['NODE_ENV'] === 'production') throw new Error('DEV_TOOLS=true is refused with NODE_ENV=production');
  return on;
}

function catalogueIndexOf(env: Record<string, string | undefined>): boolean {
  const value = env['CATALOGUE_INDEX'] ?? 'memory';
  if (value !== 'memory' && value !== 'sql') throw new Error(`CATALOGUE_INDEX must be memory or sql, got ${value}`);
  return value === 'memory';
}
