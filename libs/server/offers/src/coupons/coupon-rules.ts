import { percentOfFloored, toMajor } from '@stays/pricing';

/** A coupon as stored (see the coupons table of @stays/server-db). */
export interface CouponRow {
  id: number;
  code: string;
  description: string;
  discount_type: 'percentage' | 'flat';
  discount_value: number;
  max_discount_minor: number | null;
  currency_code: string | null;
  min_amount_minor: number;
  valid_from: Date;
  valid_until: Date;
  per_user_limit: number;
  brand_id: string | null;
  country_id: number | null;
  active: boolean;
}

/** Where and for how much the coupon is asked for. */
export interface CouponUse {
  brandId: string;
  countryId: number;
  currencyCode: string;
  /** The stay's price before the coupon, in minor units of currencyCode. */
  amountMinor: number;
  /** Bookings this guest already made with the coupon (cancelled ones not counted). */
  timesUsedByUser: number;
  now: Date;
}

type CouponRefusalCode =
  'COUPON_INVALID' | 'COUPON_NOT_STARTED' | 'COUPON_EXPIRED' | 'COUPON_NOT_APPLICABLE' | 'COUPON_MINIMUM_AMOUNT' | 'COUPON_LIMIT_REACHED';

export interface CouponRefusal {
  code: CouponRefusalCode;
  /** The text the guest sees (guest-journey §8 "Coupon failure shows the server's error message"). */
  message: string;
}

const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);
const priceText = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(toMajor(amountMinor, currency));

/** Why a coupon cannot be used for this stay, or null when it can; the checks run in the order a guest can act on. */
export function couponRefusal(coupon: CouponRow | null, use: CouponUse): CouponRefusal | null {
  if (!coupon || !coupon.active) return { code: 'COUPON_INVALID', message: 'This coupon code is not valid.' };
  if (use.now < coupon.valid_from) return { code: 'COUPON_NOT_STARTED', message: `This coupon can be used from ${dateOf(coupon.valid_from)}.` };
  if (use.now >= coupon.valid_until) return { code: 'COUPON_EXPIRED', message: `This coupon expired on ${dateOf(coupon.valid_until)}.` };
  const scopeFits =
    (coupon.brand_id === null || coupon.brand_id === use.brandId) &&
    (coupon.country_id === null || coupon.country_id === use.countryId) &&
    (coupon.currency_code === null || coupon.currency_code === use.currencyCode);
  if (!scopeFits) return { code: 'COUPON_NOT_APPLICABLE', message: 'This coupon cannot be used for this property.' };
  if (use.amountMinor < coupon.min_amount_minor) {
    return {
      code: 'COUPON_MINIMUM_AMOUNT',
      message: `This coupon needs a booking of at least ${priceText(coupon.min_amount_minor, use.currencyCode)}.`,
    };
  }
  if (use.timesUsedByUser >= coupon.per_user_limit) {
    return {
      code: 'COUPON_LIMIT_REACHED',
      message: coupon.per_user_limit === 1 ? 'You have already used this coupon.' : `You have already used this coupon ${coupon.per_user_limit} times.`,
    };
  }
  return null;
}

/** The discount in minor units: a floored percentage (capped when the coupon has a cap) or the flat amount, never more than the price. */
export function couponDiscountMinor(coupon: Pick<CouponRow, 'discount_type' | 'discount_value' | 'max_discount_minor'>, amountMinor: number): number {
  const raw = coupon.discount_type === 'percentage' ? percentOfFloored(amountMinor, coupon.discount_value) : coupon.discount_value;
  const capped = coupon.max_discount_minor === null ? raw : Math.min(raw, coupon.max_discount_minor);
  return Math.max(0, Math.min(amountMinor, capped));
}
