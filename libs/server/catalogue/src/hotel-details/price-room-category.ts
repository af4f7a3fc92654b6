import type { RoomCategory } from '@stays/api-client';
import { occupancyMix, priceOneNight, priceStay, taxClusivityFor } from '../pricing/price-stay';
import type { Stay } from '../stay/resolve-stay';
import type { CategoryWithNights } from './find-room-nights.repository';

/**
 * One room category priced for a stay, with why it may be sold out (spec guest-journey §4): a night without
 * inventory or with fewer free rooms than asked, the largest room's adults above max occupancy, or fewer rooms
 * than the property's minimum, or a stay shorter than the check-in night's minimum stay.
 */
export function priceRoomCategory(category: CategoryWithNights, stay: Stay, context: { countryId: number; minRooms: number }): RoomCategory {
  const adults = stay.rooms.map((room) => room.adults);
  const mix = occupancyMix(adults);
  const price = priceStay(category.nights, category, adults);
  const freeRooms = category.nights.length === 0 ? 0 : Math.min(...category.nights.map((night) => night.total - night.sold));
  const checkinNight = category.nights.find((night) => night.night === stay.checkin);
  const soldOut =
    category.nights.length !== stay.nights ||
    freeRooms < stay.roomsNeeded ||
    stay.maxAdults > category.max_occupancy ||
    stay.roomsNeeded < context.minRooms ||
    (checkinNight?.min_stay ?? 1) > stay.nights;
  const average = (values: number[]) => (values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length));
  return {
    id: category.id,
    name: category.name,
    max_occupancy_allowed: category.max_occupancy,
    single_bed_base_tariff: category.single_bed_base_tariff,
    double_bed_base_tariff: category.double_bed_base_tariff,
    extra_bed_base_tariff: category.extra_bed_base_tariff,
    available_rooms: Math.max(0, freeRooms),
    pricing_info: {
      average_price_single: average(category.nights.map((night) => priceOneNight(night.price_minor, category, { singleRooms: 1, doubleRooms: 0, extraAdults: 0 }))),
      average_price_double: average(category.nights.map((night) => night.price_minor)),
      average_price_extra: category.extra_bed_base_tariff,
      prices: category.nights.map((night) => ({ date: night.night, price: priceOneNight(night.price_minor, category, mix), available: night.total - night.sold })),
    },
    summed_final_price: price.total_price,
    summed_slasher_price: price.slasher_total,
    discount_percentage: price.discount_percentage,
    tax_clusivity: taxClusivityFor(context.countryId),
    amenities: category.amenities,
    one_liner: category.one_liner ?? '',
    isSoldOut: soldOut,
  };
}
