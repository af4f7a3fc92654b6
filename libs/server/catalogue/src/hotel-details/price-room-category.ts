import type { RoomCategory, SoldOutReasonCode } from '@stays/api-client';
import { WIZARD_SUCCESS_BENEFITS, countryById } from '@stays/brand-config';
import { breaksMinMaxRestriction, soldOutReasons } from '@stays/booking-rules';
import { occupancyMix, priceOneNight, priceStay, taxClusivityFor, taxOnTopMinor, wizardDiscountMinor } from '@stays/pricing';
import { earliestCheckout } from '@stays/validation';
import type { Stay } from '../stay/resolve-stay';
import type { CategoryWithNights } from './find-room-nights.repository';
import { roomCategoryFacts } from './room-category-facts';

/**
 * One room category priced for a stay, and whether it is sold out:
 * - the five conditions of guest-journey §4 (`soldOutReasons` of booking-rules): no room free on some night (a night
 *   without inventory counts as none), fewer free than asked, invalid pricing, the largest room's adults above max
 *   occupancy, fewer free than the property's minimum room count;
 * - fewer rooms asked than the property's minimum (the min–max room restriction of §5, `breaksMinMaxRestriction`);
 *   the web form raises the room count to the minimum, the API answers what it was asked;
 * - a stay shorter than the check-in night's minimum stay (the calendar's `earliestCheckout`).
 */
export function priceRoomCategory(category: CategoryWithNights, stay: Stay, context: { countryId: number; minRooms: number }): RoomCategory {
  const adults = stay.rooms.map((room) => room.adults);
  const mix = occupancyMix(adults);
  const price = priceStay(category.nights, category, adults);
  const freeRooms = category.nights.length === 0 ? 0 : Math.min(...category.nights.map((night) => night.total - night.sold));
  const everyNightStored = category.nights.length === stay.nights;
  const reasons = soldOutReasons({
    availableRooms: everyNightStored ? freeRooms : 0,
    requestedRooms: stay.roomsNeeded,
    price: price.total_price,
    maxAdultsPerRoom: stay.maxAdults,
    maxOccupancy: category.max_occupancy,
    minRooms: context.minRooms,
  });
  const calendar = category.nights.map((night) => ({ date: night.night, available: night.total > night.sold, minStay: night.min_stay }));
  const allReasons: SoldOutReasonCode[] = [...reasons];
  if (breaksMinMaxRestriction(stay.roomsNeeded, { present: true, minRoom: context.minRooms })) allReasons.push('roomRestriction');
  if (stay.checkout < earliestCheckout(stay.checkin, calendar)) allReasons.push('minimumStay');
  const average = (values: number[]) => (values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length));
  return {
    ...roomCategoryFacts(category),
    available_rooms: Math.max(0, freeRooms),
    pricing_info: {
      average_price_single: average(
        category.nights.map((night) => priceOneNight(night.price_minor, category, { singleRooms: 1, doubleRooms: 0, extraAdults: 0 })),
      ),
      average_price_double: average(category.nights.map((night) => night.price_minor)),
      average_price_extra: category.extra_bed_base_tariff,
      prices: category.nights.map((night) => ({
        date: night.night,
        price: priceOneNight(night.price_minor, category, mix),
        available: night.total - night.sold,
      })),
    },
    summed_final_price: price.total_price,
    summed_slasher_price: price.slasher_total,
    discount_percentage: price.discount_percentage,
    wizard_discount_percentage: WIZARD_SUCCESS_BENEFITS.nextBookingDiscountPercent,
    wizard_discount_amount: wizardDiscountMinor(price.total_price, { wizard_discount_percentage: WIZARD_SUCCESS_BENEFITS.nextBookingDiscountPercent }),
    tax_clusivity: taxClusivityFor(context.countryId),
    tax_info: taxInfoFor(price.total_price, context.countryId),
    isSoldOut: allReasons.length > 0,
    sold_out_reasons: allReasons,
  };
}

/**
 * tax_info of a stay price at the country's rate: an exclusive country's stored prices are before tax (the tax is
 * added on top, in whole currency units: taxOnTopMinor); an inclusive country's prices already contain it (the tax
 * is the part of the price that is tax).
 */
function taxInfoFor(priceMinor: number, countryId: number): RoomCategory['tax_info'] {
  if (taxClusivityFor(countryId) === 'exclusive') {
    const tax = taxOnTopMinor(priceMinor, countryId);
    return { total_tax: tax, final_price_with_tax: priceMinor + tax };
  }
  const rate = countryById(countryId)?.taxRatePercent ?? 0;
  const beforeTax = Math.round((priceMinor * 100) / (100 + rate));
  return { total_tax: priceMinor - beforeTax, final_price_with_tax: priceMinor };
}
