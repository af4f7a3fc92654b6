import type { SqlClient } from '@stays/server-core';

export interface SeoCityRow {
  id: number;
  name: string;
  slug: string;
  country_code: string;
  stay_count: number;
  localities: { name: string; slug: string }[] | null;
}

/** A city by its slug (in a country when given) with its active stays of a kind and its localities that have some. */
export async function findSeoCity(database: SqlClient, slug: string, countryCode: string | null, propertyType: 'hotel' | 'home'): Promise<SeoCityRow | null> {
  const rows = await database.query<SeoCityRow>(
    `SELECT ci.id, ci.name, ci.slug, co.code AS country_code,
            (SELECT count(*)::int FROM properties p WHERE p.city_id = ci.id AND p.status = 'active' AND p.property_type = $3) AS stay_count,
            (SELECT json_agg(json_build_object('name', lo.name, 'slug', lo.slug) ORDER BY lo.name)
               FROM localities lo
              WHERE lo.city_id = ci.id
                AND EXISTS (SELECT 1 FROM properties p WHERE p.locality_id = lo.id AND p.status = 'active' AND p.property_type = $3)) AS localities
       FROM cities ci JOIN countries co ON co.id = ci.country_id
      WHERE ci.slug = $1 AND ($2::text IS NULL OR co.code = $2)
      ORDER BY ci.id
      LIMIT 1`,
    [slug, countryCode, propertyType],
  );
  return rows[0] ?? null;
}

export interface SeoHotelRow {
  id: number;
  name: string;
  description: string;
  property_type: 'hotel' | 'home';
  city_name: string;
  locality_name: string | null;
  country_code: string;
}

/** An active property with its city's, locality's and country's names. */
export async function findSeoHotel(database: SqlClient, hotelId: number): Promise<SeoHotelRow | null> {
  const rows = await database.query<SeoHotelRow>(
    `SELECT p.id, p.name, p.description, p.property_type, ci.name AS city_name, lo.name AS locality_name, co.code AS country_code
       FROM properties p
       JOIN cities ci ON ci.id = p.city_id
       JOIN countries co ON co.id = p.country_id
       LEFT JOIN localities lo ON lo.id = p.locality_id
      WHERE p.id = $1 AND p.status = 'active'`,
    [hotelId],
  );
  return rows[0] ?? null;
}
