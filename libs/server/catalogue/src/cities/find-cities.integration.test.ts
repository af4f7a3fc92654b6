import { describe, expect, it } from 'vitest';
import { findCities } from './find-cities.repository';
import { listCities } from './list-cities.service';
import { useCatalogueDatabase } from '../testing/catalogue-database';

const database = useCatalogueDatabase();

describe('cities with their active property counts', () => {
  it.each([
    [
      'no filter: popular first, then by supply',
      {},
      [
        ['goa', 3],
        ['amsterdam', 1],
        ['new-delhi', 0],
      ],
    ],
    [
      'a country',
      { countryId: 1 },
      [
        ['goa', 3],
        ['new-delhi', 0],
      ],
    ],
    ['a slug', { slug: 'amsterdam' }, [['amsterdam', 1]]],
    ['not popular', { popular: false }, [['new-delhi', 0]]],
    ['an unknown slug', { slug: 'atlantis' }, []],
  ])('%s', async (_case, filter, expected) => {
    const rows = await findCities(database, filter);
    expect(rows.map((row) => [row.slug, row.property_count])).toEqual(expected);
  });

  it('answers the contract fields, with empty text for missing descriptions and images', async () => {
    const { cities } = await listCities(database, { slug: 'new-delhi' });
    expect(cities).toEqual([
      {
        id: 3,
        name: 'New Delhi',
        slug: 'new-delhi',
        meta_description: '',
        popular_location: false,
        country_name: 'India',
        country_id: 1,
        image_url: '',
        center_point: { lat: 28.6139, lng: 77.209 },
        property_count: 0,
      },
    ]);
  });
});
