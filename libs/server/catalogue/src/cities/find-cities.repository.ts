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
}

/** Cities with the number of active properties in each; popular and well-stocked cities first. */
export async function findCities(database: SqlClient, filter: CityFilter): Promise<CityRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (filter.countryId !== undefined) conditions.push(`c.country_id = ${params.add(filter.countryId)}`);
  if (filter.slug !== undefined) conditions.push(`c.slug = ${params.add(filter.slug)}`);
  if (filter.popular !== undefined) conditions.push(`c.popular = ${params.add(filter.popular)}`);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return database.query<CityRow>(
    `SELECT c.id, c.name, c.slug, c.meta_description, c.popular, co.name AS country_name, c.country_id, c.image_url,
            c.latitude, c.longitude,
            (SELECT count(*) FROM properties p WHERE p.city_id = c.id AND p.status = 'active')::int AS property_count
       FROM cities c
       JOIN countries co ON co.id = c.country_id
       ${where}
      ORDER BY c.popular DESC, property_count DESC, c.name, c.id`,
    params.values,
  );
}

import { type SqlClient, SqlParams } from '@stays/server-core';
