import { priceAfterDiscounts } from '@stays/pricing';
import { couponDiscountMinor, couponRefusal, type CouponRow } from './coupon-rules';
import { countCouponUses, findCouponByCode, lockCouponGuest } from './coupons.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

export interface CouponQuoteRequest {
  code: string;
  /** The signed-in guest: coupons apply only to logged-in users (guest-journey §6). */
  userId: number;
  brandId: string;
  countryId: number;
  currencyCode: string;
  /** The stay's price before the coupon (summed_final_price of the room category), minor units. */
  amountMinor: number;
}

export interface QuoteCouponOptions {
  /**
   * The quote is for a booking about to record the redemption in the same transaction (`database` is that
   * transaction): the guest's row is locked before their uses are counted, so concurrent bookings count in turn.
   */
  forBooking?: boolean;
}

export interface QuotedCoupon {
  coupon: CouponRow;
  discountMinor: number;
  priceAfterCouponMinor: number;
}

/**
 * The price of a stay after a coupon, or a ServiceError (422, the refusal's code and the message the guest sees).
 * The hotel page shows it and a booking charges it: both call this one function, so they agree.
 */
export async function quoteCoupon(database: SqlClient, request: CouponQuoteRequest, now: Date, options: QuoteCouponOptions = {}): Promise<QuotedCoupon> {
  const coupon = await findCouponByCode(database, request.code);
  if (coupon && options.forBooking) await lockCouponGuest(database, request.userId);
  const timesUsedByUser = coupon ? await countCouponUses(database, coupon.id, request.userId) : 0;
  const refusal = couponRefusal(coupon, { ...request, timesUsedByUser, now });
  if (refusal || !coupon) throw new ServiceError(422, refusal?.code ?? 'COUPON_INVALID', refusal?.message ?? 'This coupon code is not valid.');
  const discount = couponDiscountMinor(coupon, request.amountMinor);
  const after = priceAfterDiscounts(request.amountMinor, { isLoggedIn: true, isWizardMember: false, couponDiscountMinor: discount });
  return { coupon, discountMinor: after.couponMinor, priceAfterCouponMinor: after.priceMinor };
}
