import { propertyImagePath, type HotelSummary } from '@stays/api-client';
import { taxClusivityFor, type StayPrice } from '@stays/pricing';
import { currencyOf } from '../money/currency';
import { hotelBadge, priceDrop, urgencyInfo } from './card-signals';

/** The columns of a property that a listing card shows (search rows and the hotel page's property row have them). */
export interface PropertySummaryRow {
  id: number;
  name: string;
  address: string;
  city_id: number;
  city_name: string;
  locality_name: string | null;
  country_id: number;
  country_name: string;
  property_type: 'hotel' | 'home';
  category: string;
  rating_value: number | null;
  rating_count: number;
  latitude: number;
  longitude: number;
  currency_code: string;
  no_of_bedrooms: number | null;
  no_of_people: number | null;
  no_of_pets: number | null;
  images: string[] | null;
}

/**
 * A property as search and the hotel page answer it: priced for the stay by its cheapest (or chosen) category, or
 * sold out when there is none (`offer` null).
 */
export function hotelSummary(row: PropertySummaryRow, offer: { price: StayPrice; roomCategoryId: number; availableRooms: number } | null): HotelSummary {
  const images = row.images && row.images.length > 0 ? row.images : [propertyImagePath(row.id, 0)];
  const currency = currencyOf(row.currency_code);
  const price = offer?.price ?? null;
  const ratings = { value: row.rating_value, count: row.rating_count };
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city_name,
    city_id: row.city_id,
    locality: row.locality_name,
    country_name: row.country_name,
    country_id: row.country_id,
    property_type: row.property_type,
    category: row.category,
    ratings,
    best_image: images[0] ?? propertyImagePath(row.id, 0),
    hotel_images: images,
    geo_location: { lat: row.latitude, lng: row.longitude },
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    available_rooms: offer?.availableRooms ?? 0,
    pricing_details:
      offer && price
        ? {
            nights: price.nights,
            rooms: price.rooms,
            price_per_night: price.price_per_night,
            total_price: price.total_price,
            slasher_price: price.slasher_price,
            discount_percentage: price.discount_percentage,
            tax_clusivity: taxClusivityFor(row.country_id),
            room_category_id: offer.roomCategoryId,
          }
        : null,
    slasher_percentage: price?.discount_percentage ?? 0,
    isSoldOut: offer === null,
    hotel_badge: hotelBadge(ratings),
    urgency_info: urgencyInfo(offer?.availableRooms ?? null),
    price_drop: priceDrop(price),
    isShortListed: false,
    no_of_bedrooms: row.no_of_bedrooms,
    no_of_people: row.no_of_people,
    no_of_pets: row.no_of_pets,
  };
}
