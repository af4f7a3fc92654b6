import type { SitemapPlacesQuery, SitemapPlacesResponse } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';
import { findSitemapCities, findSitemapCityTags, findSitemapDeals, findSitemapLocalities } from './find-sitemap-places.repository';

function slugsByCity(rows: readonly { city_id: number; slug: string }[]): Map<number, string[]> {
  const byCity = new Map<number, string[]>();
  for (const row of rows) byCity.set(row.city_id, [...(byCity.get(row.city_id) ?? []), row.slug]);
  return byCity;
}

/** GET /api/pwa/sitemap/places: the cities (with their localities and themes) and deals that have pages of the brand's properties. */
export async function getSitemapPlaces(database: SqlClient, query: SitemapPlacesQuery, now: Date): Promise<SitemapPlacesResponse> {
  const scope = { brandId: query.brand_name, countryId: query.country_id };
  const [cities, localities, tags, deals] = await Promise.all([
    findSitemapCities(database, scope),
    findSitemapLocalities(database, scope),
    findSitemapCityTags(database, scope),
    findSitemapDeals(database, scope, now),
  ]);
  const localitiesOf = slugsByCity(localities);
  const tagsOf = slugsByCity(tags);
  return {
    cities: cities.map((city) => ({
      slug: city.slug,
      country_id: city.country_id,
      localities: localitiesOf.get(city.id) ?? [],
      tags: tagsOf.get(city.id) ?? [],
    })),
    deals: deals.map((deal) => ({ url_name: deal.url_name, lastmod: deal.valid_from.toISOString() })),
  };
}
