import { describe, expect, it } from 'vitest';
import { isServedHost } from './served-hosts';

describe('the hosts the product serves', () => {
  it.each(['localhost:4200', 'homes.localhost', 'NL.Homes.Localhost:5213', 'in.homes.localhost', 'www.dunelight.example.'])(
    '%s is one of its sites',
    (host) => {
      expect(isServedHost(host)).toBe(true);
    },
  );

  it.each(['evil.example', 'homes.localhost.evil.example', 'nl.homes.localhost@evil.example', 'xx.homes.localhost', ''])('%s is not', (host) => {
    expect(isServedHost(host)).toBe(false);
  });
});
