export interface SuggestionRow {
  /** A tag row is the tag in the city with most of its properties; a collection row is one of COLLECTIONS. */
  kind: 'city' | 'locality' | 'hotel' | 'country' | 'holiday_park' | 'tag' | 'collection';
  id: number;
  name: string;
  /** null for a country and a collection. */
  city_id: number | null;
  city_name: string | null;
  city_slug: string | null;
  /** The city's, locality's, park's or tag's own slug, a collection's id; null for a property and a country. */
  slug: string | null;
  /** A collection's: the country with most of its properties. */
  country_id: number;
  /** null for a country and a collection. */
  latitude: number | null;
  longitude: number | null;
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
  /** The collections the brand sells (brand-config COLLECTIONS), matched by name. */
  collections: readonly { id: string; name: string }[];
}

/** How many matching rows of each kind are ranked at most. */
const CANDIDATES = 200;

/** The brand's collections whose name is like the term, with how many properties each has (none without collections). */
function collectionsSql(
  criteria: SuggestionCriteria,
  params: SqlParams,
  sql: { matches: (column: string) => string; score: (column: string) => string; scoped: string },
): string {
  if (criteria.collections.length === 0) return '';
  const values = criteria.collections.map((collection, index) => `(${index + 1}, ${params.add(collection.id)}, ${params.add(collection.name)})`).join(', ');
  return `
    UNION ALL
    (SELECT 'collection', v.position, v.name, NULL::int, NULL::text, NULL::text, v.id,
            (SELECT p.country_id FROM properties p WHERE p.collection = v.id AND ${sql.scoped} GROUP BY p.country_id ORDER BY count(*) DESC, p.country_id LIMIT 1),
            NULL::float8, NULL::float8, false, NULL::float8, NULL::text,
            (SELECT count(*) FROM properties p WHERE p.collection = v.id AND ${sql.scoped})::int AS supply
       FROM (VALUES ${values}) v(position, id, name)
      WHERE ${sql.matches('v.name')}
      ORDER BY ${sql.score('v.name')} DESC, v.position)`;
}

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
  const score = (column: string) => `(CASE WHEN lower(${column}) LIKE ${prefix} THEN 1 ELSE 0 END + word_similarity(${term}, lower(${column})))`;

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
      LIMIT ${limit})
    UNION ALL
    (SELECT 'country', co.id, co.name, NULL::int, NULL::text, NULL::text, co.code, co.id, NULL::float8, NULL::float8, false, NULL::float8, NULL::text,
            (SELECT count(*) FROM properties p WHERE p.country_id = co.id AND ${scoped})::int AS supply
       FROM countries co
      WHERE ${matches('co.name')} ${criteria.countryIds ? `AND co.id = ANY(${params.add([...criteria.countryIds], 'int[]')})` : ''}
      ORDER BY (co.id = ${region}) IS TRUE DESC, ${score('co.name')} DESC, co.id
      LIMIT ${limit})
    UNION ALL
    (SELECT 'holiday_park', hp.id, hp.name, c.id, c.name, c.slug, hp.slug, hp.country_id, hp.latitude, hp.longitude, false, NULL::float8, NULL::text,
            (SELECT count(*) FROM properties p WHERE p.holiday_park_id = hp.id AND ${scoped})::int AS supply
       FROM holiday_parks hp JOIN cities c ON c.id = hp.city_id
      WHERE ${matches('hp.name')} ${countryScope}${criteria.brandId !== null ? ` AND hp.brand_id = ${params.add(criteria.brandId)}` : ''}
      ORDER BY (hp.country_id = ${region}) IS TRUE DESC, ${score('hp.name')} DESC, hp.id
      LIMIT ${limit})
    UNION ALL
    (SELECT 'tag', t.id, t.name, c.id, c.name, c.slug, t.slug, c.country_id, c.latitude, c.longitude, c.popular, NULL::float8, NULL::text, best.supply
       FROM tags t
       CROSS JOIN LATERAL (
         SELECT p.city_id, count(*)::int AS supply
           FROM property_tags pt JOIN properties p ON p.id = pt.property_id
          WHERE pt.tag_id = t.id AND ${scoped}${criteria.countryIds ? ` AND p.country_id = ANY(${params.add([...criteria.countryIds], 'int[]')})` : ''}
          GROUP BY p.city_id
          ORDER BY (min(p.country_id) = ${region}) IS TRUE DESC, count(*) DESC, p.city_id
          LIMIT 1
       ) best
       JOIN cities c ON c.id = best.city_id
      WHERE ${matches('t.name')}
      ORDER BY ${score('t.name')} DESC, t.id
      LIMIT ${limit})${collectionsSql(criteria, params, { matches, score, scoped })}`;
  return database.query<SuggestionRow>(sql, params.values);
}

import { SqlParams, type SqlClient } from '@stays/server-core';
