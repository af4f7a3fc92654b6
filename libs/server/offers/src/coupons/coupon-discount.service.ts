import type { CouponDiscountReply, ValidateCouponBody } from '@stays/api-client';
import { currencySymbolOf } from '@stays/brand-config';
import { validateCoupon } from './validate-coupon.service';
import type { SqlClient } from '@stays/server-core';

/**
 * POST validateCouponDiscount: the discount a coupon gives on the stay, quoted exactly as validatecoupon quotes it
 * (the same stay pricing and coupon rules), told as the discount: its amount and whole percent of the room price, the
 * tax it saves where tax is added on top, and the totals before and after.
 */
export async function couponDiscount(database: SqlClient, body: ValidateCouponBody, userId: number, now: Date): Promise<CouponDiscountReply> {
  const quote = await validateCoupon(database, body, userId, now);
  const taxBefore = quote.total_before_coupon - quote.price_before_coupon;
  return {
    code: quote.code,
    discount_type: quote.discount_type,
    discount_value: quote.discount_value,
    currency_code: quote.currency_code,
    currency_symbol: currencySymbolOf(quote.currency_code),
    discount_amount: quote.discount_amount,
    discount_percentage: quote.price_before_coupon > 0 ? Math.round((quote.discount_amount * 100) / quote.price_before_coupon) : 0,
    tax_saving: Math.max(0, taxBefore - quote.taxes_after_coupon),
    total_before_discount: quote.total_before_coupon,
    total_after_discount: quote.total_after_coupon,
  };
}
