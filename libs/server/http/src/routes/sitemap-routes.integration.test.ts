import { describe, expect, it } from 'vitest';
import { getDealByName, getGeographies, getHotelDetails, getSitemapHotels, getSitemapPlaces, type SitemapHotelsResponse } from '@stays/api-client';
import { countryById, countryByCode } from '@stays/brand-config';
import { fixtureIds } from '@stays/server-catalogue/testing';
import { cityPagePaths, dealPagePath, hotelPagePath } from '@stays/seo';
import { apiOnFixture } from '../testing/api-on-fixture';
import { inProcessClient } from '../testing/in-process-client';

const fixture = apiOnFixture({}, async (database) => {
  await database.query(`INSERT INTO tags (id, slug, name) VALUES (961, 'beach', 'Beach'), (962, 'canal', 'Canal')`);
  await database.query(`INSERT INTO property_tags (property_id, tag_id) VALUES (${fixtureIds.bagaBeach}, 961), (${fixtureIds.canalHouse}, 962)`);
});
const client = inProcessClient(() => fixture.app);

/** The pages a site's sitemap lists from the API's answers, built as the web site builds them. */
async function sitemapPaths(brand: 'nivaas' | 'dunelight' | 'dunelight-in', countryId?: number): Promise<string[]> {
  const scope = { brand_name: brand, ...(countryId ? { country_id: countryId } : {}) };
  const [places, hotels] = await Promise.all([getSitemapPlaces(client, scope), getSitemapHotels(client, { ...scope, offset: 0, limit: 10_000 })]);
  return [
    ...places.cities.flatMap((city) => cityPagePaths(city)),
    ...places.deals.map((deal) => dealPagePath(deal.url_name)),
    ...hotels.hotels.map((hotel) => hotelPagePath(countryById(hotel.country_id)?.code ?? '??', hotel.id)),
  ];
}

const HOTEL = /^(?:\/([a-z]{2}))?\/(\d+)\/$/;
const TAG_PAGE = /^\/([a-z0-9-]+)\/hotels-in-\1-([a-z0-9-]+)$/;
const LISTING = /^\/hotels-(?:in|near)-([a-z0-9-]+)$/;
const CITY = /^\/([a-z0-9-]+)$/;
const DEAL = /^\/deals\/([a-z0-9-]+)$/;

/**
 * Whether the page of a sitemap path exists for the brand: the API answers 200 to the call its page's loader makes,
 * and names what the path names (the hotel in the path's country, the city and locality, the theme, the deal).
 */
async function pageExists(brand: string, path: string): Promise<boolean> {
  const hotel = HOTEL.exec(path);
  if (hotel) {
    const details = await getHotelDetails(client, Number(hotel[2]), { open_search: true, rooms_config: '1,2,0,0,0' });
    return details.country_id === (countryByCode(hotel[1] ?? 'in')?.id ?? -1);
  }
  const tagPage = TAG_PAGE.exec(path);
  if (tagPage) {
    const found = await getGeographies(client, { place: tagPage[1], tags: tagPage[2] });
    return found.city?.slug === tagPage[1] && found.tags.length === 1;
  }
  const deal = DEAL.exec(path);
  if (deal) return (await getDealByName(client, deal[1] ?? '', { brand_name: brand })).url_name === deal[1];
  const place = LISTING.exec(path)?.[1] ?? CITY.exec(path)?.[1];
  if (!place) return false;
  const found = await getGeographies(client, { place });
  return found.city !== null && [found.city.slug, `${found.locality?.slug}-${found.city.slug}`].includes(place);
}

describe('GET /api/pwa/sitemap/hotels and /sitemap/places', () => {
  it.each([
    ['nivaas', undefined, ['/hotels-in-goa', '/goa/hotels-in-goa-beach', '/hotels-near-baga-goa', '/deals/goa-spring-deal', '/101/', '/102/']],
    [
      'dunelight',
      undefined,
      ['/hotels-in-amsterdam', '/amsterdam/hotels-in-amsterdam-canal', '/hotels-in-jordaan-amsterdam', '/deals/canal-weeks', '/nl/104/'],
    ],
    ['dunelight', 143, ['/hotels-in-amsterdam', '/nl/104/']],
    ['dunelight-in', undefined, ['/hotels-in-goa', '/105/']],
  ] as const)('%s (country %s): every page listed exists', async (brand, countryId, expected) => {
    const paths = await sitemapPaths(brand, countryId);
    expect(paths).toEqual(expect.arrayContaining([...expected]));
    for (const path of paths) expect(await pageExists(brand, path), path).toBe(true);
  });

  it('never lists a property of another brand, nor a disabled one', async () => {
    const nivaas = await sitemapPaths('nivaas');
    expect(nivaas).not.toContain(`/${fixtureIds.villaVerde}/`);
    expect(nivaas).not.toContain(`/${fixtureIds.disabledHotel}/`);
    expect(nivaas.some((path) => path.includes('amsterdam') || path.includes(String(fixtureIds.canalHouse)))).toBe(false);
    const dunelight = await sitemapPaths('dunelight');
    expect(dunelight.some((path) => path.includes('goa') || path === `/${fixtureIds.bagaBeach}/`)).toBe(false);
    expect(await sitemapPaths('dunelight', 80)).toEqual([]);
  });

  it('refuses an unknown brand, a page past the limit and a negative offset with a 400', async () => {
    for (const url of [
      '/api/pwa/sitemap/hotels?brand_name=acme',
      '/api/pwa/sitemap/hotels?brand_name=nivaas&limit=10001',
      '/api/pwa/sitemap/hotels?brand_name=nivaas&offset=-1',
      '/api/pwa/sitemap/places',
    ]) {
      const response = await fixture.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'statusCode']);
    }
  });

  it('pages the hotels by id and counts them all', async () => {
    const page: SitemapHotelsResponse = await getSitemapHotels(client, { brand_name: 'nivaas', offset: 1, limit: 1 });
    expect(page).toEqual({ total_count: 2, hotels: [{ id: fixtureIds.goaPalms, country_id: 1, lastmod: null }] });
  });
});
