import type { RestrictedAmenity, RoomMedia, RoomService, RoomView } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';

export interface StoredNight {
  night: string;
  total: number;
  sold: number;
  price_minor: number;
  slasher_price_minor: number | null;
  min_stay: number;
}

/** A room category as stored, without its nights. */
export interface StoredCategory {
  id: number;
  name: string;
  max_occupancy: number;
  single_bed_base_tariff: number;
  double_bed_base_tariff: number;
  extra_bed_base_tariff: number;
  amenities: string[];
  one_liner: string | null;
  services: RoomService[];
  views: RoomView[];
  restricted_amenities: RestrictedAmenity[];
  media: RoomMedia[];
}

export interface CategoryWithNights extends StoredCategory {
  /** The stored nights of [checkin, checkout), in date order; missing nights are simply absent. */
  nights: StoredNight[];
}

export const CATEGORY_COLUMNS_SQL = `rc.id, rc.name, rc.max_occupancy, rc.single_bed_base_tariff, rc.double_bed_base_tariff,
            rc.extra_bed_base_tariff, rc.amenities, rc.one_liner, rc.services, rc.views, rc.restricted_amenities, rc.media`;

/** Every room category of a property, in the property's order, without inventory (an open search prices no stay). */
export async function findCategories(database: SqlClient, propertyId: number): Promise<StoredCategory[]> {
  return database.query<StoredCategory>(`SELECT ${CATEGORY_COLUMNS_SQL} FROM room_categories rc WHERE rc.property_id = $1 ORDER BY rc.position, rc.id`, [
    propertyId,
  ]);
}

/** Every room category of a property with its inventory and prices for the nights of a stay. */
export async function findCategoriesWithNights(
  database: SqlClient,
  propertyId: number,
  stay: { checkin: string; checkout: string },
): Promise<CategoryWithNights[]> {
  return database.query<CategoryWithNights>(
    `SELECT ${CATEGORY_COLUMNS_SQL},
            coalesce((SELECT json_agg(json_build_object('night', rn.night, 'total', rn.total, 'sold', rn.sold,
                                                         'price_minor', rn.price_minor,
                                                         'slasher_price_minor', rn.slasher_price_minor,
                                                         'min_stay', rn.min_stay) ORDER BY rn.night)
                        FROM room_nights rn
                       WHERE rn.room_category_id = rc.id AND rn.night >= $2::date AND rn.night < $3::date), '[]'::json) AS nights
       FROM room_categories rc
      WHERE rc.property_id = $1
      ORDER BY rc.position, rc.id`,
    [propertyId, stay.checkin, stay.checkout],
  );
}
