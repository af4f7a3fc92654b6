import { describe, expect, it } from 'vitest';
import { brandScope } from './brand-scope';

describe('a request’s brand narrows the catalogue', () => {
  it.each([
    ['nivaas', undefined, { brandId: 'nivaas', countryIds: [1], propertyType: 'hotel' }],
    ['Dunelight Homes', undefined, { brandId: 'dunelight', propertyType: 'home' }],
    ['DUNELIGHT-IN', undefined, { brandId: 'dunelight-in', countryIds: [1], propertyType: 'home' }],
    ['nivaas', 'home', { brandId: 'nivaas', propertyType: 'home' }],
    ['unknown brand', undefined, { brandId: null, countryIds: null, propertyType: null }],
    [undefined, 'hotel', { brandId: null, countryIds: null, propertyType: 'hotel' }],
  ] as const)('%s / %s', (name, type, expected) => {
    expect(brandScope(name, type)).toMatchObject(expected);
  });
});
