// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { followedLinkOnSamePage } from './followed-link-on-page.server';

const TAP = {
  host: 'localhost',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-user': '?1',
  referer: 'http://localhost/1002/?checkin=2026-12-01',
};
const asked = (headers: Record<string, string>) =>
  followedLinkOnSamePage(new Request('http://localhost/1002/?checkin=2026-12-01&modal=bookingSummary', { headers }));
const without = (name: keyof typeof TAP) => Object.fromEntries(Object.entries(TAP).filter(([key]) => key !== name));

describe('a link tapped on the page before it hydrated', () => {
  it('is a tap on a link of the same page of this site', () => {
    expect(asked(TAP)).toBe(true);
  });

  it.each([
    ['an address typed or shared (no site)', { ...TAP, 'sec-fetch-site': 'none' }],
    ['a link on another site', { ...TAP, 'sec-fetch-site': 'cross-site' }],
    ['the page’s own data request', { ...TAP, 'sec-fetch-mode': 'cors' }],
    ['a navigation the guest did not make', without('sec-fetch-user')],
    ['a link on another page of the site', { ...TAP, referer: 'http://localhost/hotels-in-goa' }],
    ['a referrer from another host', { ...TAP, referer: 'http://homes.localhost/1002/' }],
    ['no referrer', without('referer')],
  ])('is not %s', (_case, headers) => {
    expect(asked(headers)).toBe(false);
  });
});
