import { describe, expect, it } from 'vitest';
import { micrositeSettings } from './microsite-settings';

describe('micrositeSettings', () => {
  it.each([
    ['http://localhost:4302/', 'nivaas', 1, 'en'],
    ['http://homes.localhost:4302/', 'dunelight', 143, 'en'],
    ['http://nl.homes.localhost/', 'dunelight', 143, 'nl'],
    ['https://partner.example.org/?brand=dunelight', 'dunelight', 143, 'en'],
    ['https://partner.example.org/', 'nivaas', 1, 'en'],
  ])('%s opens brand %s in country %i, locale %s', (url, brandId, countryId, locale) => {
    const settings = micrositeSettings(new URL(url));
    expect(settings.brand.id).toBe(brandId);
    expect(settings.country.id).toBe(countryId);
    expect(settings.locale).toBe(locale);
  });

  it('takes the partner name, locale and webview flag from the URL', () => {
    const settings = micrositeSettings(new URL('http://localhost/?partner=Lakeside%20Travel&locale=hi&webview=true'));
    expect(settings.microsite.name).toBe('Lakeside Travel');
    expect(settings.microsite.deviceRole).toBe('Consumer_Guest');
    expect(settings.locale).toBe('hi');
    expect(settings.webview).toBe(true);
  });

  it('is not a webview without the flag', () => {
    expect(micrositeSettings(new URL('http://localhost/?webview=1')).webview).toBe(false);
  });
});
