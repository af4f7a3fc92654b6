import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue';

const small = generateCatalogue({ seed: 42, size: 'small', startDate: '2026-11-22' });

describe('holiday parks and collections of the seed', () => {
  it('groups Dunelight homes of one city into parks named in their country, centred among their homes', () => {
    expect(small.holidayParks.length).toBeGreaterThan(0);
    for (const park of small.holidayParks) {
      const homes = small.properties.filter((property) => property.holidayParkId === park.id);
      expect(homes.length).toBeGreaterThanOrEqual(3);
      expect(homes.every((home) => home.brandId === 'dunelight' && home.propertyType === 'home' && home.cityId === park.cityId)).toBe(true);
      const latitudes = homes.map((home) => home.latitude);
      expect(park.latitude).toBeGreaterThanOrEqual(Math.min(...latitudes));
      expect(park.latitude).toBeLessThanOrEqual(Math.max(...latitudes));
    }
    expect(new Set(small.holidayParks.map((park) => park.slug)).size).toBe(small.holidayParks.length);
  });

  it('puts only Nivaas hotels in collections: every Townhouse hotel in townhouse, Premium business hotels in silverkey', () => {
    const tagged = (propertyId: number, slug: string) => {
      const tag = small.tags.find((candidate) => candidate.slug === slug);
      return small.propertyTags.some((row) => row.propertyId === propertyId && row.tagId === tag?.id);
    };
    for (const property of small.properties) {
      const expected =
        property.brandId === 'nivaas' && property.category === 'Townhouse'
          ? 'townhouse'
          : property.brandId === 'nivaas' && property.category === 'Premium' && tagged(property.id, 'business')
            ? 'silverkey'
            : null;
      expect(property.collection).toBe(expected);
    }
    expect(small.properties.some((property) => property.collection === 'silverkey')).toBe(true);
  });

  it('is the same from the same seed', () => {
    expect(generateCatalogue({ seed: 42, size: 'small', startDate: '2026-11-22' }).holidayParks).toEqual(small.holidayParks);
  });
});
