import { z } from 'zod';
import { propertyImagePath, type HotelDetails, type hotelDetailsQuerySchema } from '@stays/api-client';
import { ServiceError } from '../errors/service-error';
import { summariseStay, taxClusivityFor } from '../pricing/price-stay';
import { resolveStay } from '../stay/resolve-stay';
import type { SqlClient } from '../sql-client';
import { currencyOf } from '../money/currency';
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
  const price = selected
    ? summariseStay({ nights: stay.nights, rooms: stay.rooms.length, total: selected.summed_final_price, slasherTotal: selected.summed_slasher_price })
    : null;
  const images = property.images && property.images.length > 0 ? property.images : [propertyImagePath(property.id, 0)];
  const currency = currencyOf(property.currency_code);

  return {
    id: property.id,
    name: property.name,
    description: property.description,
    address: property.address,
    city: property.city_name,
    city_id: property.city_id,
    locality: property.locality_name,
    country_name: property.country_name,
    country_id: property.country_id,
    property_type: property.property_type,
    category: property.category,
    ratings: { value: property.rating_value, count: property.rating_count },
    best_image: images[0] ?? propertyImagePath(property.id, 0),
    hotel_images: images,
    geo_location: { lat: property.latitude, lng: property.longitude },
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    available_rooms: selected?.available_rooms ?? 0,
    pricing_details:
      price && selected
        ? {
            nights: price.nights,
            rooms: price.rooms,
            price_per_night: price.price_per_night,
            total_price: price.total_price,
            slasher_price: price.slasher_price,
            discount_percentage: price.discount_percentage,
            tax_clusivity: taxClusivityFor(property.country_id),
            room_category_id: selected.id,
          }
        : null,
    slasher_percentage: price?.discount_percentage ?? 0,
    isSoldOut: selected === null,
    isShortListed: false,
    no_of_bedrooms: property.no_of_bedrooms,
    no_of_people: property.no_of_people,
    no_of_pets: property.no_of_pets,
    amenities: property.amenities ?? [],
    room_categories_with_data: categories,
    selected_category_id: selected?.id ?? null,
    checkin_time: property.checkin_time,
    checkout_time: property.checkout_time,
    stay: { checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights, rooms: stay.rooms.length, guests: stay.guests },
  };
}
