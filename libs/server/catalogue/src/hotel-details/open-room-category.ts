import type { RoomCategory } from '@stays/api-client';
import { WIZARD_SUCCESS_BENEFITS } from '@stays/brand-config';
import { taxClusivityFor } from '@stays/pricing';
import type { StoredCategory } from './find-room-nights.repository';
import { roomCategoryFacts } from './room-category-facts';

/**
 * A room category with no stay chosen (an open search): no stay price, no availability claimed (never sold out), only
 * its 'from' price per night — null when no night of the window has the rooms asked free.
 */
export function openRoomCategory(category: StoredCategory, fromPrice: number | null, countryId: number): RoomCategory {
  return {
    ...roomCategoryFacts(category),
    available_rooms: 0,
    pricing_info: { average_price_single: 0, average_price_double: 0, average_price_extra: category.extra_bed_base_tariff, prices: [] },
    summed_final_price: 0,
    summed_slasher_price: null,
    discount_percentage: 0,
    wizard_discount_percentage: WIZARD_SUCCESS_BENEFITS.nextBookingDiscountPercent,
    wizard_discount_amount: 0,
    tax_clusivity: taxClusivityFor(countryId),
    tax_info: { total_tax: 0, final_price_with_tax: 0 },
    from_price_per_night: fromPrice,
    isSoldOut: false,
    sold_out_reasons: [],
  };
}
