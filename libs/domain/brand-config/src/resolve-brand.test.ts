import { describe, expect, it } from 'vitest';
import { normaliseHost, resolveBrand } from './resolve-brand';
import { BRANDS, DEFAULT_BRAND_ID, brandById, type BrandId } from './brands';

describe('the brand is chosen by the host the visitor arrives on (guest-journey §1)', () => {
  it.each([
    ['localhost:4200', 'nivaas', 'in'],
    ['LOCALHOST', 'nivaas', 'in'],
    ['homes.localhost:4200', 'dunelight', null],
    ['nl.homes.localhost', 'dunelight', 'nl'],
    ['uk.homes.localhost', 'dunelight', 'gb'],
    ['in.homes.localhost', 'dunelight-in', 'in'],
  ])('%s → %s (%s)', (host, brandId, countryCode) => {
    const { brand, site } = resolveBrand(host);
    expect(brand.id).toBe(brandId);
    expect(site.countryCode).toBe(countryCode);
  });

  it('an unknown host gets the default hotel brand', () => {
    expect(resolveBrand('unknown.example.org').brand.id).toBe('nivaas');
  });
});

describe('brand records (accounts-commerce §3 "Brand record")', () => {
  it.each([
    ['nivaas', 'Nivaas', true, false, true],
    ['dunelight', 'Dunelight Homes', false, true, true],
    ['dunelight-in', 'Dunelight Homes India', true, true, true],
  ] as const)('%s is named %s with hideGdprBanner %s, hideWizard %s and openSearch %s', (id, name, hideGdprBanner, hideWizard, openSearch) => {
    const brand = brandById(id);
    expect(brand.name).toBe(name);
    expect(brand.featureFlags).toEqual({ hideGdprBanner, hideWizard, openSearch });
  });

  it('"the default brand is the main hotel brand"', () => {
    expect(brandById(DEFAULT_BRAND_ID).defaultPropertyType).toBe('hotel');
  });

  it('an unknown brand id is an error', () => {
    expect(() => brandById('nope' as BrandId)).toThrow(RangeError);
  });

  it('every host belongs to one site only', () => {
    const hosts = BRANDS.flatMap((brand) => brand.sites.map((site) => site.host));
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it.each([
    [' WWW.Nivaas.Example.:443 ', 'www.nivaas.example'],
    ['in.homes.localhost.', 'in.homes.localhost'],
  ])('normaliseHost(%j) → %s', (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });
});
