import { type SqlClient, SqlParams } from '@stays/server-core';

export interface SitemapScopeFilter {
  brandId: string;
  countryId?: number;
}

interface SitemapHotelRow {
  id: number;
  country_id: number;
  last_review_at: Date | null;
}

function scopeConditions(params: SqlParams, scope: SitemapScopeFilter): string {
  const conditions = [`p.status = 'active'`, `p.brand_id = ${params.add(scope.brandId)}`];
  if (scope.countryId !== undefined) conditions.push(`p.country_id = ${params.add(scope.countryId)}`);
  return conditions.join(' AND ');
}

/** How many active properties of the brand (and country) have a page. */
export async function countSitemapHotels(database: SqlClient, scope: SitemapScopeFilter): Promise<number> {
  const params = new SqlParams();
  const [row] = await database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM properties p WHERE ${scopeConditions(params, scope)}`,
    params.values,
  );
  return row?.count ?? 0;
}

/** A page of the brand's (and country's) active properties in id order, each with its newest review's time. */
export async function findSitemapHotels(database: SqlClient, scope: SitemapScopeFilter, page: { offset: number; limit: number }): Promise<SitemapHotelRow[]> {
  const params = new SqlParams();
  const where = scopeConditions(params, scope);
  return database.query<SitemapHotelRow>(
    `SELECT p.id, p.country_id, (SELECT max(r.created_at) FROM reviews r WHERE r.property_id = p.id) AS last_review_at
       FROM properties p
      WHERE ${where}
      ORDER BY p.id
      LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
    params.values,
  );
}
