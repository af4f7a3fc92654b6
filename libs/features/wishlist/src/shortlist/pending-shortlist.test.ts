import { describe, expect, it } from 'vitest';
import { pendingShortlist, signInToShortlistHref, withoutPendingShortlist } from './pending-shortlist';

describe('a heart pressed while signed out', () => {
  it('goes to sign in with this page and the stay as the return URL (an open modal dropped)', () => {
    const href = signInToShortlistHref('http://homes.localhost:4540/hotels-in-amsterdam?checkin=2026-12-01&modal=filters', 104);
    expect(href.startsWith('/login?retUrl=')).toBe(true);
    const back = decodeURIComponent(href.slice('/login?retUrl='.length));
    expect(back).toBe('http://homes.localhost:4540/hotels-in-amsterdam?checkin=2026-12-01&shortlist=104');
  });

  it('is read back from the URL, nonsense ignored, and removed once saved', () => {
    expect(pendingShortlist('http://localhost/101/?shortlist=101')).toBe(101);
    expect(pendingShortlist('http://localhost/101/?shortlist=abc')).toBeNull();
    expect(pendingShortlist('http://localhost/101/')).toBeNull();
    expect(withoutPendingShortlist('http://localhost/101/?checkin=2026-12-01&shortlist=101#rooms')).toBe('/101/?checkin=2026-12-01#rooms');
  });
});
