import { SqlParams, type SqlClient } from '@stays/server-core';
import type { BrandScope } from '../brand/brand-scope';
import type { PlaceRef } from './place-id';

export interface PlaceRow {
  name: string;
  /** null for a country and a collection. */
  latitude: number | null;
  longitude: number | null;
  country_id: number;
  country_code: string;
  country_name: string;
  city_id: number | null;
  city_name: string | null;
  city_slug: string | null;
  /** The locality's or park's slug. */
  slug: string | null;
  tag_id: number | null;
  /** Active properties of the scope in the place. */
  supply: number;
}

/**
 * The place a suggestion id names, with how many active properties of the brand and type it holds; null when there
 * is none (or the property is not bookable). One query for each kind of place.
 */
export async function findPlaceByRef(database: SqlClient, ref: PlaceRef, scope: BrandScope): Promise<PlaceRow | null> {
  const params = new SqlParams();
  const scoped = [`p.status = 'active'`];
  if (scope.brandId !== null) scoped.push(`p.brand_id = ${params.add(scope.brandId)}`);
  if (scope.propertyType !== null) scoped.push(`p.property_type = ${params.add(scope.propertyType)}`);
  const inScope = scoped.join(' AND ');
  const supply = (condition: string) => `(SELECT count(*) FROM properties p WHERE ${condition} AND ${inScope})::int AS supply`;
  const country = `co.id AS country_id, co.code AS country_code, co.name AS country_name`;
  const city = `c.id AS city_id, c.name AS city_name, c.slug AS city_slug`;

  let sql: string;
  switch (ref.kind) {
    case 'city':
      sql = `SELECT c.name, c.latitude, c.longitude, ${country}, ${city}, NULL::text AS slug, NULL::int AS tag_id, ${supply('p.city_id = c.id')}
               FROM cities c JOIN countries co ON co.id = c.country_id WHERE c.id = ${params.add(ref.id, 'int')}`;
      break;
    case 'locality':
      sql = `SELECT l.name, l.latitude, l.longitude, ${country}, ${city}, l.slug, NULL::int AS tag_id, ${supply('p.locality_id = l.id')}
               FROM localities l JOIN cities c ON c.id = l.city_id JOIN countries co ON co.id = c.country_id WHERE l.id = ${params.add(ref.id, 'int')}`;
      break;
    case 'holiday_park':
      sql = `SELECT hp.name, hp.latitude, hp.longitude, ${country}, ${city}, hp.slug, NULL::int AS tag_id, ${supply('p.holiday_park_id = hp.id')}
               FROM holiday_parks hp JOIN cities c ON c.id = hp.city_id JOIN countries co ON co.id = hp.country_id WHERE hp.id = ${params.add(ref.id, 'int')}`;
      break;
    case 'hotel':
      sql = `SELECT h.name, h.latitude, h.longitude, ${country}, ${city}, h.slug, NULL::int AS tag_id, 1 AS supply
               FROM properties h JOIN cities c ON c.id = h.city_id JOIN countries co ON co.id = h.country_id
              WHERE h.id = ${params.add(ref.id, 'int')} AND h.status = 'active'`;
      break;
    case 'country':
      sql = `SELECT co.name, NULL::float8 AS latitude, NULL::float8 AS longitude, ${country}, NULL::int AS city_id, NULL::text AS city_name,
                    NULL::text AS city_slug, co.code AS slug, NULL::int AS tag_id, ${supply('p.country_id = co.id')}
               FROM countries co WHERE co.id = ${params.add(ref.id, 'int')}`;
      break;
    case 'tag':
      sql = `SELECT t.name, c.latitude, c.longitude, ${country}, ${city}, t.slug, t.id AS tag_id,
                    (SELECT count(*) FROM property_tags pt JOIN properties p ON p.id = pt.property_id
                      WHERE pt.tag_id = t.id AND p.city_id = c.id AND ${inScope})::int AS supply
               FROM tags t, cities c JOIN countries co ON co.id = c.country_id
              WHERE t.slug = ${params.add(ref.slug)} AND c.id = ${params.add(ref.cityId, 'int')}`;
      break;
    case 'collection': {
      // A collection is searched across the country with most of it, as the autocomplete suggests it.
      const collection = params.add(ref.collection);
      sql = `SELECT NULL::text AS name, NULL::float8 AS latitude, NULL::float8 AS longitude, ${country}, NULL::int AS city_id,
                    NULL::text AS city_name, NULL::text AS city_slug, NULL::text AS slug, NULL::int AS tag_id, best.supply
               FROM (SELECT p.country_id, count(*)::int AS supply FROM properties p WHERE p.collection = ${collection} AND ${inScope}
                      GROUP BY p.country_id ORDER BY count(*) DESC, p.country_id LIMIT 1) best
               JOIN countries co ON co.id = best.country_id`;
      break;
    }
  }
  const rows = await database.query<PlaceRow>(sql, params.values);
  return rows[0] ?? null;
}
