import { z } from 'zod';
import type { HotelDetails, hotelDetailsQuerySchema } from '@stays/api-client';
import { summariseStay } from '@stays/pricing';
import { ServiceError } from '../errors/service-error';
import { hotelSummary } from '../property/hotel-summary';
import { resolveStay } from '../stay/resolve-stay';
import type { SqlClient } from '../sql-client';
import { findActiveProperty } from './find-property.repository';
import { findCategoriesWithNights } from './find-room-nights.repository';
import { priceRoomCategory } from './price-room-category';

type HotelDetailsRequest = z.output<typeof hotelDetailsQuerySchema>;

/** GET /api/pwa/hotels/:hotelId: the property and every room category priced for the stay. */
export async function getHotelDetails(database: SqlClient, hotelId: number, query: HotelDetailsRequest, now: Date): Promise<HotelDetails> {
  const property = await findActiveProperty(database, hotelId);
  if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${hotelId} does not exist or is not bookable`);
  const stay = resolveStay(
    {
      checkin: query.available_room_count.checkin,
      checkout: query.available_room_count.checkout,
      minCount: query.available_room_count.min_count,
      roomsConfig: query.rooms_config,
    },
    { timeZone: property.time_zone, now },
  );
  const categories = (await findCategoriesWithNights(database, hotelId, stay)).map((category) =>
    priceRoomCategory(category, stay, { countryId: property.country_id, minRooms: property.min_rooms }),
  );
  const bookable = categories.filter((category) => !category.isSoldOut);
  const cheapest = [...bookable].sort((a, b) => a.summed_final_price - b.summed_final_price || a.id - b.id)[0];
  const requested = bookable.find((category) => category.id === query.selected_rcid);
  const selected = requested ?? cheapest ?? null;
  const offer = selected
    ? {
        price: summariseStay({ nights: stay.nights, rooms: stay.rooms.length, total: selected.summed_final_price, slasherTotal: selected.summed_slasher_price }),
        roomCategoryId: selected.id,
        availableRooms: selected.available_rooms,
      }
    : null;

  return {
    ...hotelSummary(property, offer),
    description: property.description,
    room_categories_with_data: categories,
    selected_category_id: selected?.id ?? null,
    amenities: property.amenities ?? [],
    checkin_time: property.checkin_time,
    checkout_time: property.checkout_time,
    stay: { checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights, rooms: stay.rooms.length, guests: stay.guests },
  };
}
