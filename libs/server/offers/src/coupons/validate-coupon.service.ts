import type { CouponQuote, ValidateCouponBody } from '@stays/api-client';
import {
  assertGuestsFitRooms,
  dealUnavailable,
  findActiveProperty,
  findDealForStay,
  findQuotationForStay,
  priceCategoriesForStay,
  quotationUnavailable,
  resolveStay,
} from '@stays/server-catalogue';
import { stayCharge } from '@stays/pricing';
import { quoteCoupon } from './quote-coupon.service';
import { ServiceError, type SqlClient } from '@stays/server-core';

/**
 * POST /api/pwa/validatecoupon: prices the chosen room category for the stay exactly as hotel details does, then
 * quotes the coupon on that price for the signed-in guest (after the page's deal or quotation, which must still price the stay).
 */
export async function validateCoupon(database: SqlClient, body: ValidateCouponBody, userId: number, now: Date): Promise<CouponQuote> {
  const property = await findActiveProperty(database, body.hotel_id);
  if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${body.hotel_id} does not exist or is not bookable`);
  const stay = resolveStay({ checkin: body.checkin, checkout: body.checkout, roomsConfig: body.rooms_config }, { timeZone: property.time_zone, now });
  const deal = body.deal_id === undefined ? null : await findDealForStay(database, body.deal_id, property, stay, now);
  if (body.deal_id !== undefined && !deal) throw dealUnavailable(body.deal_id);
  const quotation = body.quotation_id === undefined ? null : await findQuotationForStay(database, body.quotation_id, property.id, stay, now);
  if (body.quotation_id !== undefined && !quotation) throw quotationUnavailable();
  const { categories } = await priceCategoriesForStay(database, property, stay, body.room_category_id, deal?.discount_percentage ?? 0, quotation);
  const category = categories.find((candidate) => candidate.id === body.room_category_id);
  if (!category) throw new ServiceError(404, 'ROOM_CATEGORY_NOT_FOUND', `room category ${body.room_category_id} is not a category of hotel ${body.hotel_id}`);
  assertGuestsFitRooms(category);
  if (category.isSoldOut) throw new ServiceError(409, 'ROOMS_UNAVAILABLE', 'This room is sold out for your dates. Choose another room or other dates.');
  const quote = await quoteCoupon(
    database,
    {
      code: body.code,
      userId,
      brandId: property.brand_id,
      countryId: property.country_id,
      currencyCode: property.currency_code,
      amountMinor: category.summed_final_price,
    },
    now,
  );
  const charge = stayCharge(category, quote.discountMinor, property.currency_code);
  return {
    code: quote.coupon.code,
    description: quote.coupon.description,
    discount_type: quote.coupon.discount_type,
    discount_value: quote.coupon.discount_value,
    currency_code: property.currency_code as CouponQuote['currency_code'],
    price_before_coupon: category.summed_final_price,
    discount_amount: quote.discountMinor,
    price_after_coupon: quote.priceAfterCouponMinor,
    total_before_coupon: stayCharge(category).totalMinor,
    taxes_after_coupon: charge.taxOnTopMinor,
    total_after_coupon: charge.totalMinor,
    room_category_id: category.id,
  };
}
