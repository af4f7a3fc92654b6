/** A wishlist entry with what its card shows (accounts-commerce §3 "Shortlisted property"). */
export interface WishlistItemRow {
  id: number;
  name: string;
  city_name: string;
  locality_name: string | null;
  country_id: number;
  country_name: string;
  property_type: 'hotel' | 'home';
  category: string;
  no_of_people: number | null;
  no_of_pets: number | null;
  no_of_bedrooms: number | null;
  rating_value: number | null;
  rating_count: number;
  image: string | null;
  added_at: Date | string;
}

/** A wishlist's active properties, the latest added first (a disabled property drops off until it is back). */
export async function listWishlistItems(database: SqlClient, wishlistId: number): Promise<WishlistItemRow[]> {
  return database.query<WishlistItemRow>(
    `SELECT p.id, p.name, ci.name AS city_name, lo.name AS locality_name, p.country_id, co.name AS country_name,
            p.property_type, p.category, p.no_of_people, p.no_of_pets, p.no_of_bedrooms, p.rating_value, p.rating_count,
            (SELECT im.url FROM property_images im WHERE im.property_id = p.id ORDER BY im.position LIMIT 1) AS image,
            i.added_at
       FROM wishlist_items i
       JOIN properties p ON p.id = i.property_id AND p.status = 'active'
       JOIN cities ci ON ci.id = p.city_id
       JOIN countries co ON co.id = p.country_id
       LEFT JOIN localities lo ON lo.id = p.locality_id
      WHERE i.wishlist_id = $1
      ORDER BY i.added_at DESC, p.id`,
    [wishlistId],
  );
}

import type { SqlClient } from '@stays/server-core';
