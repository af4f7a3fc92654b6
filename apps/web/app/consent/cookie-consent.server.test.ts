// @vitest-environment node
// (the server's own Request and Response: Set-Cookie is kept, as the server sees it.)
import { describe, expect, it } from 'vitest';
import { cookieConsentAction } from './cookie-consent.server';

const NOW = Date.UTC(2026, 10, 28, 6, 0, 0);

function post(fields: Record<string, string>) {
  return cookieConsentAction(new Request('http://nl.homes.localhost/cookie-consent', { method: 'POST', body: new URLSearchParams(fields) }), NOW);
}

describe('POST /cookie-consent (the banner before hydration)', () => {
  it('stores a refusal for six months, deletes the statistics and preferences cookies, and goes back to the page', async () => {
    const response = await post({ decision: 'refuse', statistics: '1', returnTo: '/hotels-in-amsterdam?checkin=2026-12-01' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/hotels-in-amsterdam?checkin=2026-12-01');
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toBe(`cookie_consent=1.0.0.${NOW / 1000}; Max-Age=15552000; Path=/; SameSite=Lax`);
    expect(cookies).toContain('utm=; Max-Age=0; Path=/');
    expect(cookies).toContain('locale=; Max-Age=0; Path=/');
  });

  it('stores the ticked boxes, and all of them on accept', async () => {
    const saved = await post({ decision: 'save', statistics: '1', returnTo: '/' });
    expect(saved.headers.getSetCookie()[0]).toContain('cookie_consent=1.0.1.');
    expect(saved.headers.getSetCookie()).toContain('locale=; Max-Age=0; Path=/');
    const accepted = await post({ decision: 'accept', returnTo: '/' });
    expect(accepted.headers.getSetCookie()).toEqual([expect.stringContaining('cookie_consent=1.1.1.')]);
  });

  it('never sends the guest to another site', async () => {
    expect((await post({ decision: 'accept', returnTo: '//evil.example/' })).headers.get('location')).toBe('/');
  });
});
