import { describe, expect, it } from 'vitest';
import { citySeo, countryHomeSeo, hotelSeo, localitySeo } from './seo-content';

describe('search-engine texts of the site’s pages', () => {
  it('words a country home for the brand’s kind of stay', () => {
    expect(countryHomeSeo({ brandName: 'Nivaas', propertyType: 'hotel', countryName: 'Japan' })).toMatchObject({
      title: 'Nivaas Japan: book hotels at the best prices',
      h1: 'Hotels for guests in Japan',
    });
    expect(countryHomeSeo({ brandName: 'Dunelight Homes', propertyType: 'home', countryName: 'Netherlands' }).description).toBe(
      'Book holiday homes with Dunelight Homes in Netherlands: pick your destination and dates, compare homes and prices, and book in 3 taps.',
    );
  });

  it('counts a city’s and a locality’s stays in words, one or many, and heads the city’s localities', () => {
    const goa = citySeo({ brandName: 'Nivaas', propertyType: 'hotel', city: 'Goa', stayCount: 1, localities: ['Baga', 'Calangute'] });
    expect(goa).toMatchObject({
      title: 'Hotels in Goa | Nivaas',
      headings: ['Hotels in Baga', 'Hotels in Calangute'],
      text: '1 hotel in Goa on Nivaas, in Baga, Calangute.',
    });
    expect(citySeo({ brandName: 'Dunelight Homes', propertyType: 'home', city: 'Texel', stayCount: 0, localities: [] }).text).toBe(
      '0 holiday homes in Texel on Dunelight Homes.',
    );
    expect(localitySeo({ brandName: 'Nivaas', propertyType: 'hotel', city: 'Goa', locality: 'Baga', stayCount: 3 })).toMatchObject({
      title: 'Hotels in Baga, Goa | Nivaas',
      text: '3 hotels in Baga, Goa on Nivaas.',
    });
  });

  it('describes a hotel by its own description, or by its name and place when it has none', () => {
    expect(hotelSeo({ brandName: 'Nivaas', name: 'Nivaas Goa Palms', city: 'Goa', locality: null, description: '' })).toMatchObject({
      title: 'Nivaas Goa Palms, Goa | Nivaas',
      description: 'Book Nivaas Goa Palms in Goa on Nivaas.',
      text: 'Nivaas Goa Palms in Goa.',
    });
    expect(hotelSeo({ brandName: 'Nivaas', name: 'Baga Beach', city: 'Goa', locality: 'Baga', description: 'By the sea' }).description).toBe('By the sea');
  });
});
