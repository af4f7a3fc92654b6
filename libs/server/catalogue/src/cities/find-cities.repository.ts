import type { BrandScope } from '../brand/brand-scope';
export interface CityRow {
  id: number;
  name: string;
  slug: string;
  meta_description: string | null;
  popular: boolean;
  country_name: string;
  country_id: number;
  image_url: string | null;
  latitude: number;
  longitude: number;
  property_count: number;
}

export interface CityFilter {
  countryId?: number;
  slug?: string;
  popular?: boolean;
  /** Count only this brand's stays of its kind (as its listing shows them); every active property without it. */
  brand?: BrandScope;
}

/** Cities with the number of active properties in each (the brand's own when given); popular and well-stocked cities first. */
export async function findCities(database: SqlClient, filter: CityFilter): Promise<CityRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (filter.countryId !== undefined) conditions.push(`c.country_id = ${params.add(filter.countryId)}`);
  if (filter.slug !== undefined) conditions.push(`c.slug = ${params.add(filter.slug)}`);
  if (filter.popular !== undefined) conditions.push(`c.popular = ${params.add(filter.popular)}`);
  const counted = [`p.city_id = c.id`, `p.status = 'active'`];
  if (filter.brand?.brandId) counted.push(`p.brand_id = ${params.add(filter.brand.brandId)}`);
  if (filter.brand?.propertyType) counted.push(`p.property_type = ${params.add(filter.brand.propertyType)}`);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return database.query<CityRow>(
    `SELECT c.id, c.name, c.slug, c.meta_description, c.popular, co.name AS country_name, c.country_id, c.image_url,
            c.latitude, c.longitude,
            (SELECT count(*) FROM properties p WHERE ${counted.join(' AND ')})::int AS property_count
       FROM cities c
       JOIN countries co ON co.id = c.country_id
       ${where}
      ORDER BY c.popular DESC, property_count DESC, c.name, c.id`,
    params.values,
  );
}

import { type SqlClient, SqlParams } from '@stays/server-core';
