import { SqlParams, type SqlClient } from '../sql-client';

export interface SuggestionRow {
  kind: 'city' | 'locality' | 'hotel';
  id: number;
  name: string;
  city_id: number;
  city_name: string;
  city_slug: string;
  country_id: number;
  latitude: number;
  longitude: number;
  trending: boolean;
  rating: number | null;
  category: string | null;
  supply: number;
}

export interface SuggestionCriteria {
  term: string;
  regionCountryId: number | null;
  countryIds: readonly number[] | null;
  brandId: string | null;
  propertyType: 'hotel' | 'home' | null;
  limitPerKind: number;
}

/** Escapes LIKE wildcards so a guest's `%` or `_` matches itself. */
function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Cities, localities and properties whose lowercased name starts with the term or contains a word like it
 * (pg_trgm `<%`), in ONE round trip. Both predicates are served by the GIN trigram indexes on lower(name).
 * Ranked: the guest's region first, then prefix matches, then closeness, then supply.
 */
export async function findSuggestions(database: SqlClient, criteria: SuggestionCriteria): Promise<SuggestionRow[]> {
  const params = new SqlParams();
  const term = params.add(criteria.term.toLowerCase(), 'text');
  const prefix = params.add(likePrefix(criteria.term.toLowerCase()), 'text');
  const region = params.add(criteria.regionCountryId, 'int');
  const limit = params.add(criteria.limitPerKind, 'int');
  const matches = (column: string) => `(lower(${column}) LIKE ${prefix} OR ${term} <% lower(${column}))`;
  const score = (column: string) =>
    `(CASE WHEN lower(${column}) LIKE ${prefix} THEN 1 ELSE 0 END + word_similarity(${term}, lower(${column})))`;

  const propertyScope: string[] = [`p.status = 'active'`];
  if (criteria.brandId !== null) propertyScope.push(`p.brand_id = ${params.add(criteria.brandId)}`);
  if (criteria.propertyType !== null) propertyScope.push(`p.property_type = ${params.add(criteria.propertyType)}`);
  const countryScope = criteria.countryIds ? `AND c.country_id = ANY(${params.add([...criteria.countryIds], 'int[]')})` : '';
  const scoped = propertyScope.join(' AND ');

  const sql = `
    (SELECT 'city' AS kind, c.id, c.name, c.id AS city_id, c.name AS city_name, c.slug AS city_slug, c.country_id,
            c.latitude, c.longitude, c.popular AS trending, NULL::float8 AS rating, NULL::text AS category,
            (SELECT count(*) FROM properties p WHERE p.city_id = c.id AND ${scoped})::int AS supply
       FROM cities c
      WHERE ${matches('c.name')} ${countryScope}
      ORDER BY (c.country_id = ${region}) IS TRUE DESC, ${score('c.name')} DESC, supply DESC, c.id
      LIMIT ${limit})
    UNION ALL
    (SELECT 'locality', l.id, l.name, c.id, c.name, c.slug, c.country_id, l.latitude, l.longitude, false, NULL::float8, NULL::text,
            (SELECT count(*) FROM properties p WHERE p.locality_id = l.id AND ${scoped})::int AS supply
       FROM localities l
       JOIN cities c ON c.id = l.city_id
      WHERE ${matches('l.name')} ${countryScope}
      ORDER BY (c.country_id = ${region}) IS TRUE DESC, ${score('l.name')} DESC, supply DESC, l.id
      LIMIT ${limit})
    UNION ALL
    (SELECT 'hotel', p.id, p.name, c.id, c.name, c.slug, p.country_id, p.latitude, p.longitude, false, p.rating_value::float8, p.category,
            1
       FROM properties p
       JOIN cities c ON c.id = p.city_id
      WHERE ${matches('p.name')} AND ${scoped}
      ORDER BY (p.country_id = ${region}) IS TRUE DESC, ${score('p.name')} DESC, p.popularity DESC, p.id
      LIMIT ${limit})`;
  return database.query<SuggestionRow>(sql, params.values);
}
