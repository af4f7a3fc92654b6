import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue';
import { generateDeals } from './deals';

describe('seeded deals', () => {
  const catalogue = generateCatalogue({ seed: 42, size: 'small', startDate: '2026-11-22' });
  const { deals, dealProperties } = generateDeals('2026-11-22', catalogue.cities, catalogue.properties);

  it('are the same for the same start date, with unique page names', () => {
    expect(generateDeals('2026-11-22', catalogue.cities, catalogue.properties)).toEqual({ deals, dealProperties });
    expect(new Set(deals.map((deal) => deal.urlName)).size).toBe(deals.length);
  });

  it('cover both brands, one of them expired before the start date', () => {
    expect(new Set(deals.map((deal) => deal.brandId))).toEqual(new Set(['nivaas', 'dunelight', 'dunelight-in']));
    expect(deals.filter((deal) => deal.validUntil < '2026-11-22').map((deal) => deal.urlName)).toEqual(['monsoon-sale']);
  });

  it('list only active properties of their own brand, in several cities each', () => {
    for (const deal of deals) {
      const covered = dealProperties
        .filter((row) => row.dealId === deal.id)
        .map((row) => catalogue.properties.find((property) => property.id === row.propertyId));
      expect(covered.length).toBeGreaterThan(0);
      for (const property of covered) expect(property).toMatchObject({ brandId: deal.brandId, status: 'active' });
      if (deal.urlName !== 'monsoon-sale') expect(new Set(covered.map((property) => property?.cityId)).size).toBeGreaterThan(1);
    }
  });
});
