// @vitest-environment node
// (happy-dom's Request drops the Cookie header, as browsers do; the server sees it.)
import { describe, expect, it } from 'vitest';
import { resolveSiteContext } from './site-context.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers: { host: new URL(url).host, ...headers } });

describe('webview mode lasts the visit (accounts-commerce §1)', () => {
  it('?webview=true turns it on', () => {
    expect(resolveSiteContext(request('http://homes.localhost:4200/hotels-in-amsterdam?webview=true'))).toMatchObject({ webview: true, micrositeMode: true });
  });

  // Every later request of the visit has lost the parameter: a link, a submitted form, the browser router's data
  // request (/….data) or the page a server redirect leads to. The web server's session cookie carries the mode.
  it.each(['/1067/?checkin=2030-05-01', '/1067.data?checkin=2030-05-01', '/booking/NIV123?token=abc', '/hotels-in-goa'])(
    '%s with the visit’s cookie is still in webview mode',
    (path) => {
      expect(resolveSiteContext(request(`http://localhost:4200${path}`, { cookie: 'locale=en; webview=true' }))).toMatchObject({
        webview: true,
        micrositeMode: true,
      });
    },
  );

  it('?webview=false ends it even with the cookie; without either it is off', () => {
    expect(resolveSiteContext(request('http://localhost:4200/?webview=false', { cookie: 'webview=true' })).webview).toBe(false);
    expect(resolveSiteContext(request('http://localhost:4200/', { cookie: 'webview=false' }))).toMatchObject({ webview: false, micrositeMode: false });
    expect(resolveSiteContext(request('http://localhost:4200/?webview=1'))).toMatchObject({ webview: false, micrositeMode: false });
  });
});

describe('microsite mode comes from the microsite shell (apps/microsite), on every request it forwards', () => {
  it("names the partner and runs its config's device role", () => {
    const site = resolveSiteContext(request('http://localhost:4201/1067/', { 'x-stays-microsite': 'lakeside-travel' }));
    expect(site).toMatchObject({
      micrositeMode: true,
      micrositeName: 'lakeside-travel',
      webview: false,
      deviceRole: 'Consumer_Guest',
      origin: 'http://localhost:4201',
    });
  });

  it('a shell request without a valid partner name runs the default microsite', () => {
    expect(resolveSiteContext(request('http://homes.localhost:4201/', { 'x-stays-microsite': '' }))).toMatchObject({
      micrositeMode: true,
      micrositeName: 'default',
    });
  });

  it('the consumer site is in neither mode', () => {
    expect(resolveSiteContext(request('http://localhost:4200/1067/?microsite=lakeside-travel'))).toMatchObject({ micrositeMode: false, micrositeName: null });
  });
});
