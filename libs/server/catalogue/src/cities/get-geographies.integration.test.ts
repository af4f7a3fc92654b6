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
    expect(result.tag).toBeNull();
  });

  it('"{location}-{city}" names the locality of that city, with its centre', async () => {
    const result = await getGeographies(database, { place: 'baga-goa' });
    expect(result.city?.id).toBe(fixtureIds.goa);
    expect(result.locality).toEqual({ id: fixtureIds.baga, name: 'Baga', slug: 'baga', center_point: { lat: 15.5553, lng: 73.7517 } });
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

  it('finds the tag by its slug', async () => {
    await database.query(`INSERT INTO tags (id, slug, name) VALUES (601, 'beach-front', 'Beach front')`);
    const result = await getGeographies(database, { place: 'goa', tag: 'beach-front' });
    expect(result.tag).toEqual({ id: 601, slug: 'beach-front', name: 'Beach front' });
    expect((await getGeographies(database, { place: 'goa', tag: 'nope' })).tag).toBeNull();
  });

  it('the contract lowercases slugs and refuses anything else', () => {
    expect(geographiesQuerySchema.parse({ place: 'Baga-Goa' }).place).toBe('baga-goa');
    expect(geographiesQuerySchema.safeParse({ place: "goa'; --" }).success).toBe(false);
  });
});
