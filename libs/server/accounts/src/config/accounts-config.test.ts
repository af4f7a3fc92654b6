import { describe, expect, it } from 'vitest';
import { readAccountsConfig } from './accounts-config';

describe('account settings from the environment', () => {
  it('a development default: a random secret per process, the local web origin, no social providers', () => {
    const first = readAccountsConfig({});
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readAccountsConfig({}).secret).not.toBe(first.secret);
    expect(first).toMatchObject({ webOrigin: 'http://localhost:4200', oauthProviders: [] });
  });

  it('refuses to run in production without a real secret', () => {
    expect(() => readAccountsConfig({ NODE_ENV: 'production' })).toThrow(/ACCOUNTS_SECRET/);
    expect(() => readAccountsConfig({ NODE_ENV: 'production', ACCOUNTS_SECRET: 'short' })).toThrow(/ACCOUNTS_SECRET/);
    expect(readAccountsConfig({ NODE_ENV: 'production', ACCOUNTS_SECRET: 'k'.repeat(32) }).secret).toBe('k'.repeat(32));
  });

  it('turns a social provider on only with issuer, client id and secret', () => {
    const config = readAccountsConfig({
      WEB_ORIGIN: 'https://www.nivaas.example/',
      OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
      OAUTH_GOOGLE_CLIENT_ID: 'id',
      OAUTH_GOOGLE_CLIENT_SECRET: 'secret',
      OAUTH_APPLE_ISSUER: 'https://appleid.apple.com',
      OAUTH_APPLE_CLIENT_ID: 'id',
    });
    expect(config.webOrigin).toBe('https://www.nivaas.example');
    expect(config.oauthProviders).toEqual([{ provider: 'gmail', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' }]);
  });

  it('multiplies the per-address rate limits only by a whole factor from 1 to 100 (RATE_LIMIT_ADDRESS_FACTOR)', () => {
    expect(readAccountsConfig({}).addressLimitFactor).toBe(1);
    expect(readAccountsConfig({ RATE_LIMIT_ADDRESS_FACTOR: '10' }).addressLimitFactor).toBe(10);
    for (const value of ['0', '-3', '2.5', '101', 'many', ''])
      expect(readAccountsConfig({ RATE_LIMIT_ADDRESS_FACTOR: value }).addressLimitFactor, value).toBe(1);
  });
});
