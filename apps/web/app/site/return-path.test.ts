// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refererPath, sameSitePath } from './return-path';

describe('the page a guest is sent back to stays on this site (no open redirect)', () => {
  it.each([
    ['/', '/'],
    ['/hotels-in-amsterdam?checkin=2026-12-01', '/hotels-in-amsterdam?checkin=2026-12-01'],
    ['/1067/?locale=fr&rooms=1', '/1067/?rooms=1'],
    ['/about#team', '/about#team'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%j → %j', (value, path) => {
    expect(sameSitePath(value)).toBe(path);
  });

  it.each([
    ['//evil.example/'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['http://nl.homes.localhost/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    [null],
    [undefined],
  ])('%j is refused', (value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });

  it('never gives a path a browser would read as another host', () => {
    for (const value of ['/\t/evil.example', '/.//evil.example', '/%09/evil.example', '/..//evil.example', '/./\\evil.example']) {
      const path = sameSitePath(value);
      if (path !== undefined) expect(new URL(path, 'http://nl.homes.localhost').host, value).toBe('nl.homes.localhost');
    }
  });

  it('takes the Referer only from the same host', () => {
    const from = (referer: string) => new Request('http://nl.homes.localhost/change-language', { headers: { host: 'nl.homes.localhost', referer } });
    expect(refererPath(from('http://nl.homes.localhost/hotels-in-amsterdam?locale=de'))).toBe('/hotels-in-amsterdam');
    expect(refererPath(from('http://evil.example/hotels-in-amsterdam'))).toBeUndefined();
    expect(refererPath(from('not a url'))).toBeUndefined();
  });
});
