import { describe, expect, it } from 'vitest';
import { isAccessTokenValid } from '@stays/booking-rules';
import { newSessionToken, sessionTokenHash } from './session-token';
import { clearedSessionCookie, isLocalDevelopmentHost, readCookie, sessionCookie } from './session-cookie';
import { csrfTokenFor, isCsrfTokenValid } from './csrf-token';

const NOW = new Date('2026-06-01T06:00:00Z');

describe('the access token of the spec (accounts-commerce §5)', () => {
  it('decodes to four colon-separated parts: version, user id, issue time, 256 random bits', () => {
    const token = newSessionToken(42, NOW);
    const parts = Buffer.from(token, 'base64url').toString().split(':');
    expect(parts.slice(0, 3)).toEqual(['v1', '42', String(NOW.getTime() / 1000)]);
    expect(Buffer.from(parts[3] ?? '', 'base64url')).toHaveLength(32);
    expect(isAccessTokenValid(token)).toBe(true);
  });

  it('is never the same twice, and only its SHA-256 is kept', () => {
    const first = newSessionToken(42, NOW);
    expect(newSessionToken(42, NOW)).not.toBe(first);
    expect(sessionTokenHash(first)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([null, '', 'plain', Buffer.from('a:b:c').toString('base64url'), 'x'.repeat(500)])('%s is not a session token', (token) => {
    expect(sessionTokenHash(token)).toBeNull();
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, Secure except over http on the developer’s own machine', () => {
    expect(sessionCookie('abc', { hostname: 'localhost', protocol: 'http' })).toBe('token=abc; Path=/; Max-Age=15552000; HttpOnly; SameSite=Lax');
    expect(sessionCookie('abc', { hostname: 'nl.homes.localhost', protocol: 'http' })).not.toContain('Secure');
    expect(sessionCookie('abc', { hostname: 'www.nivaas.example', protocol: 'https' })).toMatch(/; Secure$/);
    expect(sessionCookie('abc', { hostname: 'www.nivaas.example', protocol: 'http' })).toMatch(/; Secure$/);
    expect(clearedSessionCookie({ hostname: 'localhost', protocol: 'http' })).toMatch(/^token=; Path=\/; Max-Age=0;/);
  });

  it.each([
    ['localhost', true],
    ['homes.localhost:4200', true],
    ['127.0.0.1', true],
    ['localhost.evil.example', false],
    ['www.nivaas.example', false],
  ])('%s is a local development host: %s', (host, expected) => {
    expect(isLocalDevelopmentHost(host)).toBe(expected);
  });

  it('is read from the Cookie header among others', () => {
    expect(readCookie({ headers: { cookie: 'locale=nl; token=abc%3D; other=1' } }, 'token')).toBe('abc=');
    expect(readCookie({ headers: { cookie: 'tokenx=1' } }, 'token')).toBeNull();
    expect(readCookie({ headers: {} }, 'token')).toBeNull();
  });
});

describe('the anti-forgery token', () => {
  it('fits only the session it was made for', () => {
    const secret = 's'.repeat(40);
    const mine = newSessionToken(1, NOW);
    const theirs = newSessionToken(2, NOW);
    expect(isCsrfTokenValid(secret, mine, csrfTokenFor(secret, mine))).toBe(true);
    expect(isCsrfTokenValid(secret, mine, csrfTokenFor(secret, theirs))).toBe(false);
    expect(isCsrfTokenValid('t'.repeat(40), mine, csrfTokenFor(secret, mine))).toBe(false);
    expect(isCsrfTokenValid(secret, mine, undefined)).toBe(false);
    expect(isCsrfTokenValid(secret, mine, [csrfTokenFor(secret, mine)])).toBe(false);
  });
});
