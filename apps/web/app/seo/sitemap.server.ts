import { getSitemapHotels, getSitemapPlaces, SITEMAP_HOTELS_PAGE_MAX, type SitemapHotel } from '@stays/api-client';
import { countryById } from '@stays/brand-config';
import {
  cityPagePaths,
  dealPagePath,
  hotelPagePath,
  pageAlternates,
  sitemapIndexXml,
  sitemapScope,
  splitSitemap,
  staticPagePaths,
  urlsetXml,
  type SitemapScope,
  type SitemapUrl,
} from '@stays/seo';
import { serverApi } from '../site/api.server';
import { cachedBriefly } from './brief-cache.server';

/** Where the sitemap was asked: scheme and host with its port, as the crawler wrote them. */
export interface SitemapOrigin {
  protocol: string;
  host: string;
}

const originText = (origin: SitemapOrigin) => `${origin.protocol}//${origin.host}`;
const dateOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : undefined);
/** On a country site, its country; on a brand's global site, every country of the brand (no filter). */
const countryFilter = (scope: SitemapScope) => (scope.countryId === null ? {} : { country_id: scope.countryId });

function sitemapUrl(origin: SitemapOrigin, path: string, lastmod?: string): SitemapUrl {
  return { loc: new URL(path, originText(origin)).toString(), ...(lastmod ? { lastmod } : {}), alternates: pageAlternates(origin, path) };
}

/** Every page of the site but its hotels: homes, static and legal pages, listings, city and tag pages, deals. */
function pageUrls(origin: SitemapOrigin): Promise<SitemapUrl[]> {
  return cachedBriefly(`pages ${originText(origin)}`, async () => {
    const scope = sitemapScope(origin.host);
    const places = await getSitemapPlaces(serverApi('en'), { brand_name: scope.brandId, ...countryFilter(scope) });
    return [
      ...scope.homePaths.map((path) => sitemapUrl(origin, path)),
      ...staticPagePaths(scope.siteCountry).map((path) => sitemapUrl(origin, path)),
      ...places.cities.flatMap((city) => cityPagePaths(city).map((path) => sitemapUrl(origin, path))),
      ...places.deals.map((deal) => sitemapUrl(origin, dealPagePath(deal.url_name), dateOf(deal.lastmod))),
    ];
  });
}

/** One page of the site's hotels, a child sitemap's worth; `{ offset: 0, limit: 1 }` for their count. */
function hotelPage(origin: SitemapOrigin, page: { offset: number; limit: number }) {
  const scope = sitemapScope(origin.host);
  return getSitemapHotels(serverApi('en'), { brand_name: scope.brandId, ...countryFilter(scope), ...page });
}

function hotelUrl(origin: SitemapOrigin, hotel: SitemapHotel): SitemapUrl | null {
  const country = countryById(hotel.country_id);
  return country ? sitemapUrl(origin, hotelPagePath(country.code, hotel.id), dateOf(hotel.lastmod)) : null;
}

/** The sitemap index of a site: its pages' sitemaps, then one per page of its hotels. */
export function sitemapIndex(origin: SitemapOrigin): Promise<string> {
  return cachedBriefly(`index ${originText(origin)}`, async () => {
    const [pages, { total_count }] = await Promise.all([pageUrls(origin), hotelPage(origin, { offset: 0, limit: 1 })]);
    const pageFiles = splitSitemap(pages).map((_, index) => `pages-${index + 1}.xml`);
    const hotelFiles = Array.from({ length: Math.ceil(total_count / SITEMAP_HOTELS_PAGE_MAX) }, (_, index) => `hotels-${index + 1}.xml`);
    return sitemapIndexXml([...pageFiles, ...hotelFiles].map((file) => ({ loc: `${originText(origin)}/sitemaps/${file}` })));
  });
}

const FILE = /^(pages|hotels)-([1-9]\d{0,5})\.xml$/;

/** One child sitemap of a site (`pages-1.xml`, `hotels-2.xml`…), or null when the site has no such file. */
export function sitemapFile(origin: SitemapOrigin, file: string): Promise<string | null> {
  const match = FILE.exec(file);
  if (!match) return Promise.resolve(null);
  const [, kind, number] = match;
  const page = Number(number);
  return cachedBriefly(`${file} ${originText(origin)}`, async () => {
    if (kind === 'pages') {
      const chunk = splitSitemap(await pageUrls(origin))[page - 1];
      return chunk ? urlsetXml(chunk) : null;
    }
    const { hotels } = await hotelPage(origin, { offset: (page - 1) * SITEMAP_HOTELS_PAGE_MAX, limit: SITEMAP_HOTELS_PAGE_MAX });
    if (hotels.length === 0) return null;
    return urlsetXml(hotels.map((hotel) => hotelUrl(origin, hotel)).filter((url): url is SitemapUrl => url !== null));
  });
}
