import { describe, expect, it } from 'vitest';
import { geographiesQuerySchema } from '@stays/api-client';
import { fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { getGeographies } from './get-geographies.service';

const database = useCatalogueDatabase();

describe('geographies: the places a listing URL names', () => {
  it('a city slug names the city alone', async () => {
    const result = await getGeographies(database, { place: 'goa' });
    expect(result.city).toMatchObject({ id: fixtureIds.goa, slug: 'goa', name: 'Goa', country_id: 1 });
    expect(result.locality).toBeNull();
    expect(result.tags).toEqual([]);
  });

  it('"{location}-{city}" names the locality of that city, with its centre', async () => {
    const result = await getGeographies(database, { place: 'baga-goa' });
    expect(result.city?.id).toBe(fixtureIds.goa);
    expect(result.locality).toEqual({ id: fixtureIds.baga, name: 'Baga', slug: 'baga', center_point: { lat: 15.5553, lng: 73.7517 } });
  });

  it('a locality id names that locality and its city', async () => {
    const result = await getGeographies(database, { locality_id: fixtureIds.baga });
    expect(result.city).toMatchObject({ id: fixtureIds.goa, slug: 'goa' });
    expect(result.locality).toMatchObject({ id: fixtureIds.baga, name: 'Baga', slug: 'baga' });
    expect(await getGeographies(database, { locality_id: 999_999 })).toEqual({ city: null, locality: null, holiday_park: null, tags: [] });
  });

  it('a city whose slug has a hyphen is found whole, not split', async () => {
    const result = await getGeographies(database, { place: 'new-delhi' });
    expect(result.city?.id).toBe(fixtureIds.newDelhi);
    expect(result.locality).toBeNull();
  });

  it('a locality of another city, or an unknown place, names nothing', async () => {
    expect((await getGeographies(database, { place: 'jordaan-goa' })).city).toBeNull();
    expect((await getGeographies(database, { place: 'atlantis' })).city).toBeNull();
  });

  it('finds the tags by their slugs, in the order asked, leaving out the unknown ones', async () => {
    await database.query(`INSERT INTO tags (id, slug, name) VALUES (601, 'beach-front', 'Beach front'), (602, 'family', 'Family')`);
    const asked = (tags: string) => getGeographies(database, geographiesQuerySchema.parse({ place: 'goa', tags }));
    expect((await asked('beach-front')).tags).toEqual([{ id: 601, slug: 'beach-front', name: 'Beach front' }]);
    expect((await asked('family,nope,beach-front')).tags).toEqual([
      { id: 602, slug: 'family', name: 'Family' },
      { id: 601, slug: 'beach-front', name: 'Beach front' },
    ]);
    expect((await asked('nope')).tags).toEqual([]);
  });

  it('the contract lowercases slugs and refuses anything else', () => {
    expect(geographiesQuerySchema.parse({ place: 'Baga-Goa' }).place).toBe('baga-goa');
    expect(geographiesQuerySchema.safeParse({ place: "goa'; --" }).success).toBe(false);
    expect(geographiesQuerySchema.parse({ locality_id: '7' }).locality_id).toBe(7);
    expect(geographiesQuerySchema.safeParse({}).success).toBe(false);
    expect(geographiesQuerySchema.safeParse({ place: 'goa', locality_id: '7' }).success).toBe(false);
    expect(geographiesQuerySchema.parse({ place: 'goa', tags: 'Beach,family,beach' }).tags).toEqual(['beach', 'family']);
    expect(geographiesQuerySchema.safeParse({ place: 'goa', tags: 'a,b,c,d' }).success).toBe(false);
    expect(geographiesQuerySchema.safeParse({ place: 'goa', tags: 'beach,--;' }).success).toBe(false);
  });
});
