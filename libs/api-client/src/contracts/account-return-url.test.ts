import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './account-return-url';

const OWN = ['localhost', 'homes.localhost', 'nl.homes.localhost'];

describe('the return URL after sign-in is followed only when it points at our own site', () => {
  it.each([
    ['/hotels/12?checkin=2026-06-01', '/hotels/12?checkin=2026-06-01'],
    ['/', '/'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['http://localhost:4200/my-booking', 'http://localhost:4200/my-booking'],
    ['https://nl.homes.localhost/accountdetails', 'https://nl.homes.localhost/accountdetails'],
  ])('accepts %s', (retUrl, expected) => {
    expect(safeReturnUrl(retUrl, OWN)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/..//evil.example',
    '\thttps://evil.example/',
    'https://evil.example\\@localhost/',
    'https://user:pass@localhost/',
    'https://localhost@evil.example/',
    'https://evil.example/?next=http://localhost',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://localhost.evil.example/',
    '/ok\nSet-Cookie: x=1',
    '',
    null,
    undefined,
  ])('refuses %s', (retUrl) => {
    expect(safeReturnUrl(retUrl, OWN)).toBeNull();
  });
});
