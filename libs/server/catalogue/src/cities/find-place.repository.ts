import type { CityRow } from './find-cities.repository';
import { type SqlClient, SqlParams } from '@stays/server-core';

export interface LocalityRow {
  id: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

export interface TagRow {
  id: number;
  name: string;
  slug: string;
}

/**
 * The city a listing slug names: the whole slug ("goa"), or its end after a hyphen ("baga-goa" → goa, with the
 * locality "baga" of that city). A whole-slug city wins; then the longest city slug that ends it.
 */
export async function findPlaceBySlug(database: SqlClient, place: string): Promise<{ city: CityRow; locality: LocalityRow | null } | null> {
  const params = new SqlParams();
  const slug = params.add(place);
  const [match] = await database.query<CityRow & { locality_prefix: string | null }>(
    `SELECT c.id, c.name, c.slug, c.meta_description, c.popular, co.name AS country_name, c.country_id, c.image_url,
            c.latitude, c.longitude,
            (SELECT count(*) FROM properties p WHERE p.city_id = c.id AND p.status = 'active')::int AS property_count,
            CASE WHEN c.slug = ${slug} THEN NULL ELSE left(${slug}, length(${slug}) - length(c.slug) - 1) END AS locality_prefix
       FROM cities c JOIN countries co ON co.id = c.country_id
      WHERE c.slug = ${slug} OR right(${slug}, length(c.slug) + 1) = '-' || c.slug
      ORDER BY c.slug = ${slug} DESC, length(c.slug) DESC, c.id
      LIMIT 1`,
    params.values,
  );
  if (!match) return null;
  const { locality_prefix: prefix, ...city } = match;
  if (prefix === null) return { city, locality: null };
  const [locality] = await database.query<LocalityRow>('SELECT id, name, slug, latitude, longitude FROM localities WHERE city_id = $1 AND slug = $2', [
    city.id,
    prefix,
  ]);
  return locality ? { city, locality } : null;
}

/** The locality of this id with its city (null when there is none). */
export async function findPlaceByLocalityId(database: SqlClient, localityId: number): Promise<{ city: CityRow; locality: LocalityRow } | null> {
  const [locality] = await database.query<LocalityRow & { city_slug: string }>(
    'SELECT l.id, l.name, l.slug, l.latitude, l.longitude, c.slug AS city_slug FROM localities l JOIN cities c ON c.id = l.city_id WHERE l.id = $1',
    [localityId],
  );
  if (!locality) return null;
  const { city_slug: citySlug, ...row } = locality;
  const place = await findPlaceBySlug(database, citySlug);
  return place ? { city: place.city, locality: row } : null;
}

export interface HolidayParkRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  latitude: number;
  longitude: number;
  country_id: number;
}

/** The holiday park of this id with its city (null when there is none). */
export async function findPlaceByHolidayParkId(database: SqlClient, parkId: number): Promise<{ city: CityRow; park: HolidayParkRow } | null> {
  const [park] = await database.query<HolidayParkRow & { city_slug: string }>(
    `SELECT hp.id, hp.name, hp.slug, hp.description, hp.latitude, hp.longitude, hp.country_id, c.slug AS city_slug
       FROM holiday_parks hp JOIN cities c ON c.id = hp.city_id WHERE hp.id = $1`,
    [parkId],
  );
  if (!park) return null;
  const { city_slug: citySlug, ...row } = park;
  const place = await findPlaceBySlug(database, citySlug);
  return place ? { city: place.city, park: row } : null;
}

/** The tags of these slugs that exist, in the order of the slugs. */
export async function findTagsBySlugs(database: SqlClient, slugs: readonly string[]): Promise<TagRow[]> {
  if (slugs.length === 0) return [];
  const rows = await database.query<TagRow>('SELECT id, name, slug FROM tags WHERE slug = ANY($1::text[])', [slugs]);
  return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
}
