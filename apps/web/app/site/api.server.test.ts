// @vitest-environment node
// (happy-dom's Request drops the Cookie header, as browsers do; the server sees it.)
import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './api.server';

const request = (cookie?: string) => new Request('http://localhost/', cookie ? { headers: { cookie } } : {});

describe('whether a page’s request carries a session', () => {
  it('is true with the session cookie among the others', () => {
    expect(hasSessionCookie(request('locale=en; token=abc123; theme=dark'))).toBe(true);
  });

  it('is false without cookies, with other cookies only, or with an emptied session cookie', () => {
    expect(hasSessionCookie(request())).toBe(false);
    expect(hasSessionCookie(request('locale=en; tokenish=1'))).toBe(false);
    expect(hasSessionCookie(request('token='))).toBe(false);
  });
});
