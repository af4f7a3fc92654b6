import type { RestrictionColumns } from '../availability/hotel-restrictions';
import type { PropertySummaryRow } from '../property/hotel-summary';
import type { SqlClient } from '@stays/server-core';

export interface PropertyRow extends PropertySummaryRow, RestrictionColumns {
  description: string;
  brand_id: string;
  time_zone: string;
  checkin_time: string;
  checkout_time: string;
  min_rooms: number;
  max_rooms: number;
  amenities: { id: number; name: string; icon: string }[] | null;
}

/** The columns of PropertyRow over `properties p` and its place (the in-memory index loads every active property with them). */
export const ACTIVE_PROPERTY_SELECT_SQL = `SELECT p.id, p.brand_id, p.name, p.description, p.address, p.city_id, ci.name AS city_name, lo.name AS locality_name,
            p.country_id, co.name AS country_name, co.time_zone, p.property_type, p.category, p.rating_value,
            p.rating_count, p.latitude, p.longitude, p.currency_code, p.checkin_time, p.checkout_time,
            p.min_rooms, p.max_rooms, p.no_foreign_guests, p.no_unmarried_couples, p.no_local_ids, p.no_postpaid, p.no_of_bedrooms, p.no_of_people, p.no_of_pets,
            ARRAY(SELECT i.url FROM property_images i WHERE i.property_id = p.id ORDER BY i.position) AS images,
            (SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'icon', a.icon) ORDER BY a.id)
               FROM property_amenities pa JOIN amenities a ON a.id = pa.amenity_id
              WHERE pa.property_id = p.id) AS amenities
       FROM properties p
       JOIN cities ci ON ci.id = p.city_id
       JOIN countries co ON co.id = p.country_id
       LEFT JOIN localities lo ON lo.id = p.locality_id`;

/** An active property with its place, pictures and amenities; null when unknown or disabled. */
export async function findActiveProperty(database: SqlClient, propertyId: number): Promise<PropertyRow | null> {
  const rows = await database.query<PropertyRow>(
    `${ACTIVE_PROPERTY_SELECT_SQL}
      WHERE p.id = $1 AND p.status = 'active'`,
    [propertyId],
  );
  return rows[0] ?? null;
}
