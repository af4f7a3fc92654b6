import { describe, expect, it } from 'vitest';
import { pgliteDataDir, readApiConfig } from './api-config';

describe('API settings from the environment', () => {
  it('defaults: 127.0.0.1:4300, embedded database in .data/pglite', () => {
    expect(readApiConfig({})).toEqual({
      port: 4300,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: '.data/pglite',
      logLevel: 'info',
      devTools: false,
      catalogueIndex: true,
    });
  });

  it('reads every variable', () => {
    expect(
      readApiConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://x/y', PGLITE_DIR: '/tmp/p', LOG_LEVEL: 'warn', CATALOGUE_INDEX: 'sql' }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://x/y',
      pgliteDir: '/tmp/p',
      logLevel: 'warn',
      devTools: false,
      catalogueIndex: false,
    });
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ CATALOGUE_INDEX: 'redis' }, /CATALOGUE_INDEX/],
    [{ DEV_TOOLS: 'true', NODE_ENV: 'production', BOOKING_TOKEN_SECRET: 'b'.repeat(32), PAYMENTS_SANDBOX: 'enabled' }, /DEV_TOOLS/],
    [{ NODE_ENV: 'production', BOOKING_TOKEN_SECRET: 'b'.repeat(32) }, /PAYMENTS_SANDBOX=enabled/],
    [{ NODE_ENV: 'production' }, /BOOKING_TOKEN_SECRET/],
    [{ NODE_ENV: 'production', BOOKING_TOKEN_SECRET: 'short' }, /BOOKING_TOKEN_SECRET/],
  ])('refuses %j', (env, message) => {
    expect(() => readApiConfig(env)).toThrow(message);
  });
});

describe('production', () => {
  it('runs with a booking-link secret shared by every API process, and the sandbox payments only when enabled', () => {
    expect(readApiConfig({ NODE_ENV: 'production', BOOKING_TOKEN_SECRET: 'b'.repeat(32), PAYMENTS_SANDBOX: 'enabled' }).devTools).toBe(false);
  });
});

describe('development tools', () => {
  it('are on only with DEV_TOOLS=true', () => {
    expect(readApiConfig({ DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(readApiConfig({ DEV_TOOLS: '1' }).devTools).toBe(false);
  });
});

describe('where the embedded database keeps its data', () => {
  it.each([
    ['memory://', '/srv/app', 'memory://'],
    ['.data/pglite', '/srv/app', '/srv/app/.data/pglite'],
    ['.data/pglite', '/srv/app/', '/srv/app/.data/pglite'],
    ['/var/lib/stays', '/srv/app', '/var/lib/stays'],
  ])('PGLITE_DIR=%s in %s → %s', (dir, cwd, expected) => {
    expect(pgliteDataDir(dir, cwd)).toBe(expected);
  });
});
