import type { RoomCategory } from '@stays/api-client';
import { nightsWithDeal, summariseStay, type StayPrice } from '@stays/pricing';
import type { SqlClient } from '../sql-client';
import type { Stay } from '../stay/resolve-stay';
import { findCategoriesWithNights } from './find-room-nights.repository';
import { priceRoomCategory } from './price-room-category';

export interface PricedCategories {
  categories: RoomCategory[];
  selected: RoomCategory | null;
  offer: { price: StayPrice; roomCategoryId: number; availableRooms: number } | null;
}

/**
 * Every room category of a property priced for a stay, and the one selected: the requested category when it can be
 * booked, else the cheapest bookable one (ties by id), else none.
 */
export async function priceCategoriesForStay(
  database: SqlClient,
  property: { id: number; country_id: number; min_rooms: number },
  stay: Stay,
  selectedId: number | undefined,
  dealPercentage = 0,
): Promise<PricedCategories> {
  const categories = (await findCategoriesWithNights(database, property.id, stay)).map((category) =>
    priceRoomCategory({ ...category, nights: nightsWithDeal(category.nights, dealPercentage) }, stay, { countryId: property.country_id, minRooms: property.min_rooms }),
  );
  const bookable = categories.filter((category) => !category.isSoldOut);
  const cheapest = [...bookable].sort((a, b) => a.summed_final_price - b.summed_final_price || a.id - b.id)[0];
  const selected = bookable.find((category) => category.id === selectedId) ?? cheapest ?? null;
  const offer = selected
    ? {
        price: summariseStay({ nights: stay.nights, rooms: stay.rooms.length, total: selected.summed_final_price, slasherTotal: selected.summed_slasher_price }),
        roomCategoryId: selected.id,
        availableRooms: selected.available_rooms,
      }
    : null;
  return { categories, selected, offer };
}
