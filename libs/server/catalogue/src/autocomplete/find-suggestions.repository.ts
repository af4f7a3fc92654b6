import { SqlParams, type SqlClient } from '../sql-client';

export interface SuggestionRow {
  kind: 'city' | 'locality' | 'hotel';
  id: number;
  name: string;
  city_id: number;
  city_name: string;
  city_slug: string;
  /** The city's or locality's own slug; null for a property. */
  slug: string | null;
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

/** How many matching rows of each kind are ranked at most. */
const CANDIDATES = 200;

/** Escapes LIKE wildcards so a guest's `%` or `_` matches itself. */
function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Cities, localities and properties whose lowercased name starts with the term or has a word starting with it
 * (places also match a word like it: pg_trgm `<%`), in ONE round trip. The predicates are served by the GIN
 * trigram indexes on lower(name).
 * Ranked: the guest's region first, then prefix matches, then closeness, then popularity.
 */
export async function findSuggestions(database: SqlClient, criteria: SuggestionCriteria): Promise<SuggestionRow[]> {
  const params = new SqlParams();
  const term = params.add(criteria.term.toLowerCase(), 'text');
  const prefix = params.add(likePrefix(criteria.term.toLowerCase()), 'text');
  const region = params.add(criteria.regionCountryId, 'int');
  const limit = params.add(criteria.limitPerKind, 'int');
  const wordPrefix = params.add(`% ${likePrefix(criteria.term.toLowerCase())}`, 'text');
  // Places (a few hundred rows) also match misspellings through word similarity; property names (tens of
  // thousands, many sharing the brand's word) match by the prefix of their name or of one of their words only:
  // word_similarity costs ~8 µs a row, too much to run over every name sharing a common word.
  const matches = (column: string) => `(lower(${column}) LIKE ${prefix} OR ${term} <% lower(${column}))`;
  const matchesWords = (column: string) => `(lower(${column}) LIKE ${prefix} OR lower(${column}) LIKE ${wordPrefix})`;
  const score = (column: string) =>
    `(CASE WHEN lower(${column}) LIKE ${prefix} THEN 1 ELSE 0 END + word_similarity(${term}, lower(${column})))`;

  const propertyScope: string[] = [`p.status = 'active'`];
  if (criteria.brandId !== null) propertyScope.push(`p.brand_id = ${params.add(criteria.brandId)}`);
  if (criteria.propertyType !== null) propertyScope.push(`p.property_type = ${params.add(criteria.propertyType)}`);
  const countryScope = criteria.countryIds ? `AND c.country_id = ANY(${params.add([...criteria.countryIds], 'int[]')})` : '';
  const scoped = propertyScope.join(' AND ');

  // Each kind first takes at most CANDIDATES matching rows straight from the trigram index (a brand word such as
  // "Nivaas" matches thousands of names; ranking them all would cost ~100 ms), then ranks those, then counts supply
  // for the few it keeps.
  const candidates = params.add(CANDIDATES, 'int');
  const sql = `
    (SELECT 'city' AS kind, c.id, c.name, c.id AS city_id, c.name AS city_name, c.slug AS city_slug, c.slug AS slug, c.country_id,
            c.latitude, c.longitude, c.popular AS trending, NULL::float8 AS rating, NULL::text AS category,
            (SELECT count(*) FROM properties p WHERE p.city_id = c.id AND ${scoped})::int AS supply
       FROM (SELECT c.* FROM cities c WHERE ${matches('c.name')} ${countryScope} LIMIT ${candidates}) c
      ORDER BY (c.country_id = ${region}) IS TRUE DESC, ${score('c.name')} DESC, c.popular DESC, c.id
      LIMIT ${limit})
    UNION ALL
    (SELECT 'locality', l.id, l.name, c.id, c.name, c.slug, l.slug, c.country_id, l.latitude, l.longitude, false, NULL::float8, NULL::text,
            (SELECT count(*) FROM properties p WHERE p.locality_id = l.id AND ${scoped})::int AS supply
       FROM (SELECT l.* FROM localities l JOIN cities c ON c.id = l.city_id WHERE ${matches('l.name')} ${countryScope} LIMIT ${candidates}) l
       JOIN cities c ON c.id = l.city_id
      ORDER BY (c.country_id = ${region}) IS TRUE DESC, ${score('l.name')} DESC, l.id
      LIMIT ${limit})
    UNION ALL
    (SELECT 'hotel', p.id, p.name, c.id, c.name, c.slug, NULL::text, p.country_id, p.latitude, p.longitude, false, p.rating_value::float8, p.category,
            1
       FROM (SELECT p.id, p.name, p.city_id, p.country_id, p.latitude, p.longitude, p.rating_value, p.category, p.popularity
               FROM properties p WHERE ${matchesWords('p.name')} AND ${scoped} LIMIT ${candidates}) p
       JOIN cities c ON c.id = p.city_id
      ORDER BY (p.country_id = ${region}) IS TRUE DESC, ${score('p.name')} DESC, p.popularity DESC, p.id
      LIMIT ${limit})`;
  return database.query<SuggestionRow>(sql, params.values);
}
