import { describe, expect, it } from 'vitest';
import { isSitePath, sitePathSchema } from './site-path';

describe('a redirect target given as a path of our own site', () => {
  it.each(['/booking-paid', '/booking/NV123?token=abc', '/save-card/verified?booking_id=NV1#top', '/%5Cevil', '/hotels/goa%2Fbeach', '/h%C3%B4tel'])(
    'accepts %s: the browser follows it to that path on this site',
    (path) => {
      expect(isSitePath(path)).toBe(true);
      expect(sitePathSchema.safeParse(path).success).toBe(true);
    },
  );

  it.each([
    '/\\evil.example/steal',
    '\\\\evil.example',
    '\\/evil.example',
    '//evil.example',
    '///evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/ok\u007f',
    '/..//evil.example',
    '/./\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example/steal',
    ' /booking-paid',
    '',
  ])('refuses %j', (target) => {
    expect(isSitePath(target)).toBe(false);
    expect(sitePathSchema.safeParse(target).success).toBe(false);
  });

  it('refuses a path longer than 500 characters', () => {
    expect(sitePathSchema.safeParse(`/${'a'.repeat(500)}`).success).toBe(false);
  });
});
