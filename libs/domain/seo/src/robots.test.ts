import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/** Google's robots.txt matching: the longest matching rule wins; `*` is any text, a final `$` ends the path. */
function allowed(robots: string, pathAndQuery: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, kind, pattern = '']) => ({ allow: kind === 'Allow', pattern }));
  const matching = rules.filter(({ pattern }) => {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern).replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(pathAndQuery);
  });
  const longest = matching.sort((a, b) => b.pattern.length - a.pattern.length || Number(a.allow) - Number(b.allow))[0];
  return longest?.allow ?? true;
}

describe('robots.txt', () => {
  const robots = robotsTxt('http://nl.homes.localhost:4200');

  it('names the sitemap with its absolute URL on the host it was asked on', () => {
    expect(robots).toContain('Sitemap: http://nl.homes.localhost:4200/sitemap.xml');
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });

  it.each([
    ['/', true],
    ['/hotels-in-goa', true],
    ['/goa/hotels-in-goa-beach', true],
    ['/nl/104/', true],
    ['/104/?locale=hi', true],
    ['/deals/goa-spring-deal', true],
    ['/about', true],
    ['/nl/terms/', true],
    ['/findhorn', true],
    ['/bookingham', true],
    ['/api/pwa/search', false],
    ['/find', false],
    ['/find?query=goa', false],
    ['/login', false],
    ['/login/google', false],
    ['/reset-password?token=x', false],
    ['/accountdetails', false],
    ['/accountdetails/oyomoney', false],
    ['/booking/', false],
    ['/booking/AB12CD', false],
    ['/my-booking', false],
    ['/bookings', false],
    ['/wishlist', false],
    ['/wishlist/ABC123', false],
    ['/saved-hotels', false],
    ['/hotels-in-goa?modal=filters', false],
    ['/hotels-in-goa?locale=hi&modal=filters', false],
    ['/hotels-in-goa?sort=price', false],
    ['/104/?checkin=2026-03-10&checkout=2026-03-11', false],
    ['/search/?countryId=143', true],
  ])('%s is crawlable: %s', (path, expected) => {
    expect(allowed(robots, path)).toBe(expected);
  });
});
