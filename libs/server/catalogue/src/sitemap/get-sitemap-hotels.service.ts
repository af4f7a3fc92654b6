import type { SitemapHotelsQuery, SitemapHotelsResponse } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';
import { countSitemapHotels, findSitemapHotels } from './find-sitemap-hotels.repository';

/** GET /api/pwa/sitemap/hotels: one page of the brand's (and country's) active properties, and how many there are. */
export async function getSitemapHotels(database: SqlClient, query: SitemapHotelsQuery): Promise<SitemapHotelsResponse> {
  const scope = { brandId: query.brand_name, countryId: query.country_id };
  const [total, rows] = await Promise.all([
    countSitemapHotels(database, scope),
    findSitemapHotels(database, scope, { offset: query.offset, limit: query.limit }),
  ]);
  return {
    total_count: total,
    hotels: rows.map((row) => ({ id: row.id, country_id: row.country_id, lastmod: row.last_review_at ? row.last_review_at.toISOString() : null })),
  };
}
