import type { RoomCategory } from '@stays/api-client';
import type { StoredCategory } from './find-room-nights.repository';

/** What a room category is, whatever the stay: its name, occupancy, tariffs, amenities, services, views and media. */
export function roomCategoryFacts(
  category: StoredCategory,
): Pick<
  RoomCategory,
  | 'id'
  | 'name'
  | 'max_occupancy_allowed'
  | 'single_bed_base_tariff'
  | 'double_bed_base_tariff'
  | 'extra_bed_base_tariff'
  | 'amenities'
  | 'one_liner'
  | 'services'
  | 'views'
  | 'restricted_amenities'
  | 'combined_media'
> {
  return {
    id: category.id,
    name: category.name,
    max_occupancy_allowed: category.max_occupancy,
    single_bed_base_tariff: category.single_bed_base_tariff,
    double_bed_base_tariff: category.double_bed_base_tariff,
    extra_bed_base_tariff: category.extra_bed_base_tariff,
    amenities: category.amenities,
    one_liner: category.one_liner ?? '',
    services: category.services,
    views: category.views,
    restricted_amenities: category.restricted_amenities,
    combined_media: category.media,
  };
}
