import { describe, expect, it } from 'vitest';
import { resolveBrand } from './resolve-brand';

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
