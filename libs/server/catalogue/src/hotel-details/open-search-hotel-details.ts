import type { HotelDetails } from '@stays/api-client';
import { occupancyMix } from '@stays/pricing';
import { countGuests } from '@stays/validation';
import { hotelRestrictions } from '../availability/hotel-restrictions';
import { hotelSummary } from '../property/hotel-summary';
import { resolveStayRooms } from '../stay/resolve-stay';
import { findCategoryFromPrices } from './find-category-from-prices.repository';
import type { PropertyRow } from './find-property.repository';
import { findCategories } from './find-room-nights.repository';
import { openRoomCategory } from './open-room-category';
import type { SqlClient } from '@stays/server-core';

/**
 * Hotel details with no dates (open_search=true, guest-journey §4, §5): nights are 0, no stay is priced or booked;
 * each room category has its 'from' price per night and the hotel the cheapest of them — its search card's price.
 */
export async function openSearchHotelDetails(database: SqlClient, property: PropertyRow, roomsConfig: string | undefined, now: Date): Promise<HotelDetails> {
  const rooms = resolveStayRooms({ roomsConfig });
  const adults = rooms.map((room) => room.adults);
  const [stored, fromPrices] = await Promise.all([
    findCategories(database, property.id),
    findCategoryFromPrices(database, property, { roomsNeeded: rooms.length, maxAdults: Math.max(...adults), mix: occupancyMix(adults) }, now),
  ]);
  const categories = stored.map((category) => openRoomCategory(category, fromPrices.get(category.id) ?? null, property.country_id));
  const prices = [...fromPrices.values()];
  return {
    ...hotelSummary(property, null),
    isSoldOut: false,
    from_price_per_night: prices.length > 0 ? Math.min(...prices) : null,
    description: property.description,
    room_categories_with_data: categories,
    selected_category_id: null,
    amenities: property.amenities ?? [],
    checkin_time: property.checkin_time,
    checkout_time: property.checkout_time,
    restrictions: hotelRestrictions(property),
    cancellation_policies: [],
    additional_charge_info: { early_checkin: null },
    deals_info: null,
    stay: { checkin: '', checkout: '', nights: 0, rooms: rooms.length, guests: countGuests(rooms) },
  };
}
