import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@stays/brand-config';
import { cityPagePaths, countryPrefix, dealPagePath, hotelPagePath, sitemapScope, staticPagePaths } from './site-pages';

describe('site page paths', () => {
  it.each([
    ['in', 101, '/101/'],
    ['nl', 104, '/nl/104/'],
    ['gb', 7, '/gb/7/'],
  ])('a hotel of %s: %s → %s', (country, id, path) => {
    expect(hotelPagePath(country, id)).toBe(path);
  });

  it('names a deal and the listing pages of a city', () => {
    expect(dealPagePath('canal-weeks')).toBe('/deals/canal-weeks');
    expect(cityPagePaths({ slug: 'goa', localities: ['baga'], tags: ['beach'] })).toEqual([
      '/hotels-in-goa',
      '/hotels-near-goa',
      '/goa',
      '/hotels-in-baga-goa',
      '/hotels-near-baga-goa',
      '/goa/hotels-in-goa-beach',
    ]);
  });

  it('takes the legal pages from the country links', () => {
    const india = COUNTRIES.find((country) => country.code === 'in');
    const netherlands = COUNTRIES.find((country) => country.code === 'nl');
    if (!india || !netherlands) throw new Error('fixture countries missing');
    expect(countryPrefix('in')).toBe('');
    expect(staticPagePaths(india)).toEqual([
      '/about',
      '/partner-with-us',
      '/terms/',
      '/guest-policy/',
      '/privacy-policy/',
      '/cookie-policy/',
      '/saved-card-policy/',
      '/corporate-social-responsibility/',
      '/unmarried-couples/',
    ]);
    expect(staticPagePaths(netherlands)).toContain('/nl/terms/');
  });

  it('scopes a country site to its country, a global site to every country of its brand with their homes', () => {
    const nl = sitemapScope('nl.homes.localhost:4200');
    expect(nl).toMatchObject({ brandId: 'dunelight', homePaths: ['/'] });
    expect(nl.countryId).toBe(143);
    const global = sitemapScope('homes.localhost');
    expect(global.siteCountry.code).toBe('nl');
    expect(global.countryId).toBeNull();
    expect(global.homePaths).toEqual(['/', '/nl/', '/de/', '/fr/', '/es/', '/at/', '/it/', '/gb/', '/be/']);
    const nivaas = sitemapScope('localhost');
    expect(nivaas).toMatchObject({ brandId: 'nivaas', homePaths: ['/'] });
    expect(nivaas.countryId).toBe(1);
    expect(sitemapScope('in.homes.localhost').brandId).toBe('dunelight-in');
  });
});
