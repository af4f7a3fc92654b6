// @vitest-environment node
// (happy-dom's Request drops the Cookie header, as browsers do; the server sees it.)
import { describe, expect, it } from 'vitest';
import { resolveSiteContext } from './site-context.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers: { host: new URL(url).host, ...headers } });

describe('the brand and locale of a request (guest-journey §1)', () => {
  it.each([
    ['http://localhost:4200/', 'nivaas', 'Nivaas', 'nivaas', 'en', 'ltr', 'in', 'Asia/Kolkata'],
    ['http://homes.localhost:4200/', 'dunelight', 'Dunelight Homes', 'dunelight', 'en', 'ltr', 'nl', 'Europe/Amsterdam'],
    ['http://de.homes.localhost:4200/', 'dunelight', 'Dunelight Homes', 'dunelight', 'de', 'ltr', 'de', 'Europe/Berlin'],
    ['http://in.homes.localhost:4200/', 'dunelight-in', 'Dunelight Homes India', 'dunelight', 'en', 'ltr', 'in', 'Asia/Kolkata'],
    ['http://localhost:4200/?locale=ar', 'nivaas', 'Nivaas', 'nivaas', 'ar', 'rtl', 'in', 'Asia/Kolkata'],
  ])('%s → %s', (url, brandId, brandName, themeId, locale, dir, countryCode, timeZone) => {
    const site = resolveSiteContext(request(url));
    expect(site).toMatchObject({ brandId, brandName, themeId, locale, dir, countryCode, timeZone });
  });

  it('a cookie header it cannot decode is ignored, not a server error', () => {
    expect(resolveSiteContext(request('http://nl.homes.localhost/', { cookie: 'locale=%E0%A4%A; other=%' }))).toMatchObject({ locale: 'nl' });
    expect(resolveSiteContext(request('http://nl.homes.localhost/', { cookie: 'other=%; locale=de' }))).toMatchObject({ locale: 'de' });
  });

  it('the locale cookie overrides the site locale, and ?locale= overrides the cookie', () => {
    expect(resolveSiteContext(request('http://nl.homes.localhost/', { cookie: 'x=1; locale=ar' }))).toMatchObject({ locale: 'ar', dir: 'rtl' });
    expect(resolveSiteContext(request('http://nl.homes.localhost/?locale=fr', { cookie: 'locale=ar' }))).toMatchObject({ locale: 'fr', dir: 'ltr' });
    expect(resolveSiteContext(request('http://nl.homes.localhost/?locale=zz')).locale).toBe('nl');
  });

  it('gives the origin for canonical URLs and reads webview mode', () => {
    const site = resolveSiteContext(request('http://homes.localhost:4200/hotels-in-amsterdam?webview=true'));
    expect(site.origin).toBe('http://homes.localhost:4200');
    expect(site.micrositeMode).toBe(true);
    expect(site.deviceRole).toBe('Consumer_Guest');
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 'hi'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 'en'],
  ])('Hindi is offered on phones only (accounts-commerce §9): %s → %s', (userAgent, locale) => {
    expect(resolveSiteContext(request('http://localhost:4200/?locale=hi', { 'user-agent': userAgent })).locale).toBe(locale);
  });

  it('carries the map tile style of the environment (MAP_STYLE_URL), or none for the shipped basemap', () => {
    const before = process.env['MAP_STYLE_URL'];
    try {
      delete process.env['MAP_STYLE_URL'];
      expect(resolveSiteContext(request('http://localhost:4200/')).mapStyleUrl).toBeNull();
      process.env['MAP_STYLE_URL'] = 'https://tiles.example.org/style.json';
      expect(resolveSiteContext(request('http://localhost:4200/')).mapStyleUrl).toBe('https://tiles.example.org/style.json');
    } finally {
      if (before === undefined) delete process.env['MAP_STYLE_URL'];
      else process.env['MAP_STYLE_URL'] = before;
    }
  });
});
