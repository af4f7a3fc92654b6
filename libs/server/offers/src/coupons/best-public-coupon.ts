import type { SqlClient } from '@stays/server-core';
import { couponDiscountMinor, couponRefusal, type CouponRow } from './coupon-rules';

/** A priced stay of one property, as a search card or the availability reply shows it. */
export interface ShownPrice {
  hotelId: number;
  currencyCode: string;
  /** The price the coupon would come off (minor units of currencyCode). */
  amountMinor: number;
}

export interface PreAppliedCoupon {
  code: string;
  discountMinor: number;
}

/**
 * The best coupon any guest could use on each stay (pre_apply_coupon_switch, guest-journey §7): active and valid now,
 * for the property's brand, country and currency, the stay at or above its minimum, by the same checks and discount
 * rule as validatecoupon; the largest discount wins (then the code, for a stable answer). A guest who has used up a
 * coupon finds out when applying it, as with any coupon. Keyed by hotel id; a stay no coupon fits is absent.
 */
export async function bestPublicCoupons(database: SqlClient, stays: readonly ShownPrice[], now: Date): Promise<Map<number, PreAppliedCoupon>> {
  const best = new Map<number, PreAppliedCoupon>();
  if (stays.length === 0) return best;
  const [coupons, brands] = await Promise.all([
    database.query<CouponRow>(
      `SELECT id, code, description, discount_type, discount_value, max_discount_minor, currency_code, min_amount_minor,
              valid_from, valid_until, per_user_limit, brand_id, country_id, active
         FROM coupons WHERE active AND valid_from <= $1 AND valid_until > $1 ORDER BY code`,
      [now],
    ),
    database.query<{ id: number; brand_id: string; country_id: number }>('SELECT id, brand_id, country_id FROM properties WHERE id = ANY($1::int[])', [
      stays.map((stay) => stay.hotelId),
    ]),
  ]);
  const propertyOf = new Map(brands.map((row) => [row.id, row]));
  for (const stay of stays) {
    const property = propertyOf.get(stay.hotelId);
    if (!property) continue;
    const use = {
      brandId: property.brand_id,
      countryId: property.country_id,
      currencyCode: stay.currencyCode,
      amountMinor: stay.amountMinor,
      timesUsedByUser: 0,
      now,
    };
    for (const row of coupons) {
      const coupon = { ...row, valid_from: new Date(row.valid_from), valid_until: new Date(row.valid_until) };
      if (couponRefusal(coupon, use) !== null) continue;
      const discountMinor = couponDiscountMinor(coupon, stay.amountMinor);
      if (discountMinor > (best.get(stay.hotelId)?.discountMinor ?? 0)) best.set(stay.hotelId, { code: coupon.code, discountMinor });
    }
  }
  return best;
}
