import { z } from 'zod';
import { quotationIdSchema } from './quotations';
import { currencyCodeSchema, idSchema, isoDateSchema, minorUnitsSchema } from './common';

/**
 * POST /api/pwa/validatecoupon — the price of a stay after a coupon (guest-journey §7 "POST validatecoupon … body
 * includes code"). Signed-in guests only (§6); a code that cannot be used answers 4xx with the message to show (§8).
 */
export const validateCouponBodySchema = z.object({
  code: z.string().trim().min(1, 'Enter a coupon code').max(40),
  hotel_id: idSchema,
  room_category_id: idSchema,
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  rooms_config: z.string().regex(/^\d{1,2}(,\d{1,2})*$/, 'rooms_config is a list of whole numbers'),
  /** The deal the hotel page priced the stay with: the coupon comes off the price after it. */
  deal_id: idSchema.optional(),
  /** The quotation the page priced the stay with. */
  quotation_id: quotationIdSchema.optional(),
});
export type ValidateCouponBody = z.infer<typeof validateCouponBodySchema>;

export const couponQuoteSchema = z.object({
  /** The code as stored (upper case). */
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(['percentage', 'flat']),
  /** Percent for a percentage coupon, minor units for a flat one. */
  discount_value: z.number().int().positive(),
  currency_code: currencyCodeSchema,
  /** The stay's price before the coupon (the room category's summed_final_price), the discount, and what is left. */
  price_before_coupon: minorUnitsSchema,
  discount_amount: minorUnitsSchema,
  price_after_coupon: minorUnitsSchema,
  /**
   * What the guest pays (stayCharge of @stays/pricing, the figure createBooking charges): without the coupon, and with
   * it — the price after the coupon plus taxes_after_coupon, the tax a tax-exclusive country adds on top (0 elsewhere).
   */
  total_before_coupon: minorUnitsSchema,
  taxes_after_coupon: minorUnitsSchema,
  total_after_coupon: minorUnitsSchema,
  room_category_id: z.number().int(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;
