import { propertyImagePath, type ShortlistedProperty } from '@stays/api-client';
import type { WishlistItemRow } from './wishlist-items.repository';

export function toShortlistedProperty(row: WishlistItemRow): ShortlistedProperty {
  return {
    id: row.id,
    name: row.name,
    city: row.city_name,
    locality: row.locality_name,
    country_id: row.country_id,
    country_name: row.country_name,
    property_type: row.property_type,
    display_category: row.category,
    no_of_people: row.no_of_people,
    no_of_pets: row.no_of_pets,
    no_of_bedrooms: row.no_of_bedrooms,
    ratings: { value: row.rating_value === null ? null : Number(row.rating_value), count: row.rating_count },
    best_image: row.image ?? propertyImagePath(row.id, 0),
    isShortListed: true,
    added_at: new Date(row.added_at).toISOString(),
  };
}
