import { propertyImagePath, type DealCity, type DealProperty } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';

interface DealPropertyRow {
  id: number;
  name: string;
  city_id: number;
  city_name: string;
  city_slug: string;
  country_id: number;
  property_type: 'hotel' | 'home';
  category: string;
  rating_value: number | null;
  rating_count: number;
  image: string | null;
}

/** The active properties of the deal's brand that it covers (most popular first) and their cities (by name). */
export async function findDealProperties(
  database: SqlClient,
  deal: { id: number; brand_id: string },
): Promise<{ properties: DealProperty[]; cities: DealCity[] }> {
  const rows = await database.query<DealPropertyRow>(
    `SELECT p.id, p.name, p.city_id, ci.name AS city_name, ci.slug AS city_slug, p.country_id, p.property_type, p.category,
            p.rating_value, p.rating_count,
            (SELECT i.url FROM property_images i WHERE i.property_id = p.id ORDER BY i.position LIMIT 1) AS image
       FROM deal_properties dp
       JOIN properties p ON p.id = dp.property_id
       JOIN cities ci ON ci.id = p.city_id
      WHERE dp.deal_id = $1 AND p.brand_id = $2 AND p.status = 'active'
      ORDER BY p.popularity DESC, p.id`,
    [deal.id, deal.brand_id],
  );
  const cities = new Map<number, DealCity>();
  for (const row of rows) cities.set(row.city_id, { id: row.city_id, name: row.city_name, slug: row.city_slug, country_id: row.country_id });
  return {
    properties: rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city_name,
      city_id: row.city_id,
      country_id: row.country_id,
      property_type: row.property_type,
      category: row.category,
      ratings: { value: row.rating_value, count: row.rating_count },
      best_image: row.image ?? propertyImagePath(row.id, 0),
    })),
    cities: [...cities.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
