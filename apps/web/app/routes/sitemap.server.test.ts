// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { SitemapHotelsResponse, SitemapPlacesResponse } from '@stays/api-client';
import { clearBriefCache } from '../seo/brief-cache.server';
import { fakeApi, type RecordedRequest } from '../testing/fake-api';
import { loader as robotsLoader } from './robots';
import { loader as fileLoader } from './sitemap-file';
import { loader as indexLoader } from './sitemap-index';

type Loader = (args: LoaderFunctionArgs) => Response | Promise<Response>;

async function get(loader: Loader, url: string, params: Record<string, string> = {}) {
  const response = await loader({ request: new Request(url, { headers: { host: new URL(url).host } }), params, context: {} } as unknown as LoaderFunctionArgs);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

/** A fake catalogue: Nivaas has Goa's hotels and a deal, Dunelight a home in Amsterdam and one in Berlin. */
function catalogueApi(hotelCount = { nivaas: 2, dunelight: 2 }): RecordedRequest[] {
  return fakeApi((request) => {
    const brand = request.url.searchParams.get('brand_name');
    const country = request.url.searchParams.get('country_id');
    if (request.url.pathname === '/api/pwa/sitemap/places') {
      const places: SitemapPlacesResponse =
        brand === 'nivaas'
          ? {
              cities: [{ slug: 'goa', country_id: 1, localities: ['baga'], tags: ['beach'] }],
              deals: [{ url_name: 'goa-spring-deal', lastmod: '2026-03-01T00:00:00.000Z' }],
            }
          : {
              cities: [
                { slug: 'amsterdam', country_id: 143, localities: [], tags: [] },
                { slug: 'berlin', country_id: 80, localities: [], tags: [] },
              ].filter((city) => !country || String(city.country_id) === country),
              deals: [],
            };
      return { body: places };
    }
    const all =
      brand === 'nivaas'
        ? Array.from({ length: hotelCount.nivaas }, (_, index) => ({
            id: 101 + index,
            country_id: 1,
            lastmod: index === 0 ? '2026-03-01T10:00:00.000Z' : null,
          }))
        : [
            { id: 104, country_id: 143, lastmod: null },
            { id: 204, country_id: 80, lastmod: null },
          ].filter((hotel) => !country || String(hotel.country_id) === country);
    const offset = Number(request.url.searchParams.get('offset'));
    const limit = Number(request.url.searchParams.get('limit'));
    const hotels: SitemapHotelsResponse = { total_count: all.length, hotels: all.slice(offset, offset + limit) };
    return { body: hotels };
  });
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  clearBriefCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('robots.txt per site', () => {
  it.each(['localhost:4200', 'homes.localhost:4200', 'nl.homes.localhost:4200', 'in.homes.localhost:4200'])('on %s names that host’s sitemap', async (host) => {
    const robots = await get(robotsLoader, `http://${host}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /booking/');
    expect(robots.body).toContain('Disallow: /*?modal=');
  });
});

describe('sitemap.xml per site', () => {
  it('on localhost: an index of Nivaas’s pages and hotels, asked of the API for the brand only', async () => {
    const requests = catalogueApi();
    const index = await get(indexLoader, 'http://localhost:4200/sitemap.xml');
    expect(index.type).toBe('application/xml; charset=utf-8');
    expect(locs(index.body)).toEqual(['http://localhost:4200/sitemaps/pages-1.xml', 'http://localhost:4200/sitemaps/hotels-1.xml']);
    expect(
      new Set(requests.map((request) => `${request.url.pathname}?${request.url.searchParams.get('brand_name')},${request.url.searchParams.get('country_id')}`)),
    ).toEqual(new Set(['/api/pwa/sitemap/places?nivaas,1', '/api/pwa/sitemap/hotels?nivaas,1']));
    const pages = await get(fileLoader, 'http://localhost:4200/sitemaps/pages-1.xml', { file: 'pages-1.xml' });
    expect(locs(pages.body)).toEqual([
      'http://localhost:4200/',
      'http://localhost:4200/about',
      'http://localhost:4200/partner-with-us',
      'http://localhost:4200/terms/',
      'http://localhost:4200/guest-policy/',
      'http://localhost:4200/privacy-policy/',
      'http://localhost:4200/cookie-policy/',
      'http://localhost:4200/saved-card-policy/',
      'http://localhost:4200/corporate-social-responsibility/',
      'http://localhost:4200/unmarried-couples/',
      'http://localhost:4200/hotels-in-goa',
      'http://localhost:4200/hotels-near-goa',
      'http://localhost:4200/goa',
      'http://localhost:4200/hotels-in-baga-goa',
      'http://localhost:4200/hotels-near-baga-goa',
      'http://localhost:4200/goa/hotels-in-goa-beach',
      'http://localhost:4200/deals/goa-spring-deal',
    ]);
    expect(pages.body).toContain(
      '<url><loc>http://localhost:4200/deals/goa-spring-deal</loc><lastmod>2026-03-01</lastmod><xhtml:link rel="alternate" hreflang="en-IN" href="http://localhost:4200/deals/goa-spring-deal"/><xhtml:link rel="alternate" hreflang="hi-IN" href="http://localhost:4200/deals/goa-spring-deal?locale=hi"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:4200/deals/goa-spring-deal"/></url>',
    );
    const hotels = await get(fileLoader, 'http://localhost:4200/sitemaps/hotels-1.xml', { file: 'hotels-1.xml' });
    expect(locs(hotels.body)).toEqual(['http://localhost:4200/101/', 'http://localhost:4200/102/']);
    expect(hotels.body).toContain('<loc>http://localhost:4200/101/</loc><lastmod>2026-03-01</lastmod>');
  });

  it('on nl.homes.localhost: the Netherlands’ homes only, behind /nl/, with their other country sites as alternates', async () => {
    catalogueApi();
    const hotels = await get(fileLoader, 'http://nl.homes.localhost:4200/sitemaps/hotels-1.xml', { file: 'hotels-1.xml' });
    expect(locs(hotels.body)).toEqual(['http://nl.homes.localhost:4200/nl/104/']);
    expect(hotels.body).toContain('hreflang="de-DE" href="http://de.homes.localhost:4200/nl/104/"');
    expect(hotels.body).toContain('hreflang="fr-BE" href="http://be.homes.localhost:4200/nl/104/?locale=fr"');
    expect(hotels.body).toContain('hreflang="x-default" href="http://homes.localhost:4200/nl/104/"');
    const pages = await get(fileLoader, 'http://nl.homes.localhost:4200/sitemaps/pages-1.xml', { file: 'pages-1.xml' });
    expect(locs(pages.body)).toContain('http://nl.homes.localhost:4200/nl/terms/');
    expect(locs(pages.body)).toContain('http://nl.homes.localhost:4200/hotels-in-amsterdam');
    expect(pages.body).not.toContain('berlin');
    expect(pages.body).not.toContain('goa');
  });

  it('on homes.localhost: every country of the brand with its country homes, and never a Nivaas hotel', async () => {
    catalogueApi();
    const hotels = await get(fileLoader, 'http://homes.localhost:4200/sitemaps/hotels-1.xml', { file: 'hotels-1.xml' });
    expect(locs(hotels.body)).toEqual(['http://homes.localhost:4200/nl/104/', 'http://homes.localhost:4200/de/204/']);
    const pages = await get(fileLoader, 'http://homes.localhost:4200/sitemaps/pages-1.xml', { file: 'pages-1.xml' });
    expect(locs(pages.body)).toEqual(
      expect.arrayContaining(['http://homes.localhost:4200/nl/', 'http://homes.localhost:4200/de/', 'http://homes.localhost:4200/hotels-in-berlin']),
    );
    expect(pages.body).not.toContain('goa');
  });

  it('splits the hotels into sitemaps of 10,000 and answers 404 for a file the site does not have', async () => {
    catalogueApi({ nivaas: 10_001, dunelight: 0 });
    const index = await get(indexLoader, 'http://localhost:4200/sitemap.xml');
    expect(locs(index.body)).toEqual([
      'http://localhost:4200/sitemaps/pages-1.xml',
      'http://localhost:4200/sitemaps/hotels-1.xml',
      'http://localhost:4200/sitemaps/hotels-2.xml',
    ]);
    const second = await get(fileLoader, 'http://localhost:4200/sitemaps/hotels-2.xml', { file: 'hotels-2.xml' });
    expect(locs(second.body)).toEqual(['http://localhost:4200/10101/']);
    expect((await get(fileLoader, 'http://localhost:4200/sitemaps/hotels-3.xml', { file: 'hotels-3.xml' })).status).toBe(404);
    expect((await get(fileLoader, 'http://localhost:4200/sitemaps/pages-2.xml', { file: 'pages-2.xml' })).status).toBe(404);
    expect((await get(fileLoader, 'http://localhost:4200/sitemaps/other.xml', { file: 'other.xml' })).status).toBe(404);
  });

  it('builds a site’s sitemap once for a few minutes: a second crawl asks the API nothing', async () => {
    const requests = catalogueApi();
    await get(indexLoader, 'http://localhost:4200/sitemap.xml');
    const asked = requests.length;
    await get(indexLoader, 'http://localhost:4200/sitemap.xml');
    await get(fileLoader, 'http://localhost:4200/sitemaps/pages-1.xml', { file: 'pages-1.xml' });
    expect(requests.length).toBe(asked);
  });
});
