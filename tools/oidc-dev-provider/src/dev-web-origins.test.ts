import { describe, expect, it } from 'vitest';
import { devWebOrigins } from './dev-web-origins';

describe('the sites the local provider sends guests back to', () => {
  it('are every brand site on this machine, at the web port, and no public host', () => {
    const origins = devWebOrigins(5213);
    expect(origins).toEqual(
      expect.arrayContaining(['http://localhost:5213', 'http://homes.localhost:5213', 'http://nl.homes.localhost:5213', 'http://in.homes.localhost:5213']),
    );
    expect(origins.filter((origin) => !/^http:\/\/([a-z]+\.)*localhost:5213$|^http:\/\/127\.0\.0\.1:5213$/.test(origin))).toEqual([]);
  });
});
