import { OPEN_SEARCH_PRICE_NIGHTS } from '@stays/brand-config';
import type { OccupancyMix } from '@stays/pricing';
import { nightPriceSql } from './price-stay-sql';

/** The rooms an open search asks for, as SQL parameters (`roomsNeeded`, `maxAdults`) and the occupancy mix that prices them. */
export interface FromPriceRooms {
  roomsNeeded: string;
  maxAdults: string;
  mix: OccupancyMix;
}

/**
 * The 'from' price of each room category with no dates (guest-journey §4, §5): its cheapest night, over the
 * OPEN_SEARCH_PRICE_NIGHTS nights from `today`, with all the rooms asked free, priced for them by the SQL twin of the
 * pricing rule; a category that cannot hold the largest room's adults, or a property asking more rooms than that,
 * has none (its row is absent). Open search (a property's 'from' price is its cheapest category's) and the hotel page
 * both use it, so the listing card and the page agree.
 * `properties` names a relation of the properties priced, with `id` and `min_rooms`; `today` is a SQL date.
 */
export function categoryFromPricesSql(rule: { properties: string; today: string; rooms: FromPriceRooms; categoryConditions?: string[] }): string {
  const { roomsNeeded, maxAdults, mix } = rule.rooms;
  const conditions = [`rc.max_occupancy >= ${maxAdults}`, ...(rule.categoryConditions ?? [])];
  return `
    SELECT rc.property_id, rc.id AS room_category_id, min(${nightPriceSql('rn.price_minor', mix)})::bigint AS from_price
      FROM room_categories rc
      JOIN ${rule.properties} priced ON priced.id = rc.property_id AND priced.min_rooms <= ${roomsNeeded}
      JOIN room_nights rn ON rn.room_category_id = rc.id
     WHERE ${conditions.join(' AND ')}
       AND rn.night >= ${rule.today} AND rn.night < ${rule.today} + ${OPEN_SEARCH_PRICE_NIGHTS}
       AND rn.total - rn.sold >= ${roomsNeeded}
     GROUP BY rc.property_id, rc.id`;
}
