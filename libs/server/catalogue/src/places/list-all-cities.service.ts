import type { AllCities } from '@stays/api-client';
import { SqlParams, type SqlClient } from '@stays/server-core';
import { brandScope } from '../brand/brand-scope';
import type { CityRow } from '../cities/find-cities.repository';
import { cityFromRow } from '../cities/list-cities.service';

/**
 * GET allcities: every city of the brand's countries where it has bookable properties (of its kind of stay), with
 * the fields of GET cities and the brand's own property count; by country, then name. Without brand_name: every
 * city with any bookable property.
 */
export async function listAllCities(database: SqlClient, query: { brand_name?: string; country_id?: number }): Promise<AllCities> {
  const scope = brandScope(query.brand_name, undefined);
  const params = new SqlParams();
  const scoped = [`p.city_id = c.id`, `p.status = 'active'`];
  if (scope.brandId !== null) scoped.push(`p.brand_id = ${params.add(scope.brandId)}`);
  if (scope.propertyType !== null) scoped.push(`p.property_type = ${params.add(scope.propertyType)}`);
  const conditions: string[] = [];
  if (scope.countryIds !== null) conditions.push(`c.country_id = ANY(${params.add([...scope.countryIds], 'int[]')})`);
  if (query.country_id !== undefined) conditions.push(`c.country_id = ${params.add(query.country_id, 'int')}`);
  const rows = await database.query<CityRow>(
    `SELECT * FROM (
       SELECT c.id, c.name, c.slug, c.meta_description, c.popular, co.name AS country_name, c.country_id, c.image_url, c.latitude, c.longitude,
              (SELECT count(*) FROM properties p WHERE ${scoped.join(' AND ')})::int AS property_count
         FROM cities c JOIN countries co ON co.id = c.country_id
        ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ) brand_cities
     WHERE property_count > 0
     ORDER BY country_name, name, id`,
    params.values,
  );
  return { cities: rows.map(cityFromRow) };
}
