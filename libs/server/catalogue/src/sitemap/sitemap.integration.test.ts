import { describe, expect, it } from 'vitest';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { getSitemapHotels } from './get-sitemap-hotels.service';
import { getSitemapPlaces } from './get-sitemap-places.service';

const database = useCatalogueDatabase();

describe('the pages a sitemap lists, per brand and country', () => {
  it('lists each brand’s active properties only, by id, with the newest review as lastmod', async () => {
    await database.query(`INSERT INTO reviews (property_id, source, rating, title, body, author_name, created_at) VALUES
      (${fixtureIds.bagaBeach}, 0, 5, 'Lovely', 'By the sea', 'Asha', '2026-02-01T10:00:00Z'),
      (${fixtureIds.bagaBeach}, 0, 4, 'Good', 'Nice', 'Ravi', '2026-03-01T10:00:00Z')`);
    const nivaas = await getSitemapHotels(database, { brand_name: 'nivaas', offset: 0, limit: 10_000 });
    expect(nivaas).toEqual({
      total_count: 2,
      hotels: [
        { id: fixtureIds.bagaBeach, country_id: 1, lastmod: '2026-03-01T10:00:00.000Z' },
        { id: fixtureIds.goaPalms, country_id: 1, lastmod: null },
      ],
    });
    const dunelight = await getSitemapHotels(database, { brand_name: 'dunelight', offset: 0, limit: 10_000 });
    expect(dunelight.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.canalHouse]);
    const dunelightIndia = await getSitemapHotels(database, { brand_name: 'dunelight-in', offset: 0, limit: 10_000 });
    expect(dunelightIndia.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.villaVerde]);
  });

  it('pages through the properties and narrows them to a country site’s country', async () => {
    const second = await getSitemapHotels(database, { brand_name: 'nivaas', offset: 1, limit: 1 });
    expect(second).toEqual({ total_count: 2, hotels: [{ id: fixtureIds.goaPalms, country_id: 1, lastmod: null }] });
    const beyond = await getSitemapHotels(database, { brand_name: 'nivaas', offset: 2, limit: 1 });
    expect(beyond).toEqual({ total_count: 2, hotels: [] });
    const germany = await getSitemapHotels(database, { brand_name: 'dunelight', country_id: 80, offset: 0, limit: 10 });
    expect(germany).toEqual({ total_count: 0, hotels: [] });
    const netherlands = await getSitemapHotels(database, { brand_name: 'dunelight', country_id: 143, offset: 0, limit: 10 });
    expect(netherlands.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.canalHouse]);
  });

  it('lists the cities with the brand’s properties, their localities and themes, and the deals on offer', async () => {
    await database.query(`INSERT INTO tags (id, slug, name) VALUES (951, 'beach', 'Beach'), (952, 'canal', 'Canal'), (953, 'closed', 'Closed')`);
    await database.query(`INSERT INTO property_tags (property_id, tag_id) VALUES (${fixtureIds.bagaBeach}, 951), (${fixtureIds.goaPalms}, 951),
      (${fixtureIds.canalHouse}, 952), (${fixtureIds.disabledHotel}, 953), (${fixtureIds.villaVerde}, 953)`);
    expect(await getSitemapPlaces(database, { brand_name: 'nivaas' }, FIXTURE_NOW)).toEqual({
      // New Delhi has no property; the disabled hotel's and the India homes' theme are not Nivaas pages.
      cities: [{ slug: 'goa', country_id: 1, localities: ['baga'], tags: ['beach'] }],
      // The winter sale is over; the canal weeks are Dunelight's.
      deals: [{ url_name: 'goa-spring-deal', lastmod: '2026-03-01T00:00:00.000Z' }],
    });
    expect(await getSitemapPlaces(database, { brand_name: 'dunelight', country_id: 143 }, FIXTURE_NOW)).toEqual({
      cities: [{ slug: 'amsterdam', country_id: 143, localities: ['jordaan'], tags: ['canal'] }],
      deals: [{ url_name: 'canal-weeks', lastmod: '2026-03-01T00:00:00.000Z' }],
    });
    expect(await getSitemapPlaces(database, { brand_name: 'dunelight', country_id: 80 }, FIXTURE_NOW)).toEqual({ cities: [], deals: [] });
    expect(await getSitemapPlaces(database, { brand_name: 'dunelight-in' }, FIXTURE_NOW)).toEqual({
      cities: [{ slug: 'goa', country_id: 1, localities: [], tags: ['closed'] }],
      deals: [],
    });
  });
});
