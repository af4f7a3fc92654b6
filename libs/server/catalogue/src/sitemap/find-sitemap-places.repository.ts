import { type SqlClient, SqlParams } from '@stays/server-core';
import type { SitemapScopeFilter } from './find-sitemap-hotels.repository';

interface CityRow {
  id: number;
  slug: string;
  country_id: number;
}

interface CitySlugRow {
  city_id: number;
  slug: string;
}

interface DealRow {
  url_name: string;
  valid_from: Date;
}

/** `p` is one of the brand's active properties in scope (its country's, on a country site). */
function propertyInScope(params: SqlParams, scope: SitemapScopeFilter): string {
  const conditions = [`p.status = 'active'`, `p.brand_id = ${params.add(scope.brandId)}`];
  if (scope.countryId !== undefined) conditions.push(`p.country_id = ${params.add(scope.countryId)}`);
  return conditions.join(' AND ');
}

/** The cities with at least one of the brand's active properties, by id. */
export async function findSitemapCities(database: SqlClient, scope: SitemapScopeFilter): Promise<CityRow[]> {
  const params = new SqlParams();
  return database.query<CityRow>(
    `SELECT c.id, c.slug, c.country_id FROM cities c
      WHERE EXISTS (SELECT 1 FROM properties p WHERE p.city_id = c.id AND ${propertyInScope(params, scope)})
      ORDER BY c.id`,
    params.values,
  );
}

/** The localities with at least one of the brand's active properties, by city and slug. */
export async function findSitemapLocalities(database: SqlClient, scope: SitemapScopeFilter): Promise<CitySlugRow[]> {
  const params = new SqlParams();
  return database.query<CitySlugRow>(
    `SELECT l.city_id, l.slug FROM localities l
      WHERE EXISTS (SELECT 1 FROM properties p WHERE p.locality_id = l.id AND ${propertyInScope(params, scope)})
      ORDER BY l.city_id, l.slug`,
    params.values,
  );
}

/** Each city's themes: the tags the brand's active properties there carry, by city and slug. */
export async function findSitemapCityTags(database: SqlClient, scope: SitemapScopeFilter): Promise<CitySlugRow[]> {
  const params = new SqlParams();
  return database.query<CitySlugRow>(
    `SELECT DISTINCT p.city_id, t.slug
       FROM property_tags pt
       JOIN properties p ON p.id = pt.property_id
       JOIN tags t ON t.id = pt.tag_id
      WHERE ${propertyInScope(params, scope)}
      ORDER BY p.city_id, t.slug`,
    params.values,
  );
}

/** The brand's deals on offer at `now` that cover at least one of its active properties in scope, by name. */
export async function findSitemapDeals(database: SqlClient, scope: SitemapScopeFilter, now: Date): Promise<DealRow[]> {
  const params = new SqlParams();
  const inScope = propertyInScope(params, scope);
  const at = params.add(now);
  return database.query<DealRow>(
    `SELECT d.url_name, d.valid_from FROM deals d
      WHERE d.brand_id = ${params.add(scope.brandId)} AND d.valid_from <= ${at} AND d.valid_until > ${at}
        AND EXISTS (SELECT 1 FROM deal_properties dp JOIN properties p ON p.id = dp.property_id WHERE dp.deal_id = d.id AND ${inScope})
      ORDER BY d.url_name`,
    params.values,
  );
}
