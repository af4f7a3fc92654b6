import type { PricingDetails } from '@stays/api-client';
import { bestPublicCoupons } from '@stays/server-offers';
import type { SqlClient } from '@stays/server-core';

interface Priced {
  pricing_details: PricingDetails | null;
  currency_code: string;
}

/**
 * pre_apply_coupon_switch (guest-journey §7): each priced stay shown with the best coupon open to every guest taken
 * off its total (and so its price per night), naming the coupon in pricing_details.pre_applied_coupon.
 */
export async function withPreAppliedCoupons<T extends Priced>(
  database: SqlClient,
  items: readonly T[],
  hotelIdOf: (item: T) => number,
  now: Date,
): Promise<T[]> {
  const priced = items.flatMap((item) =>
    item.pricing_details ? [{ hotelId: hotelIdOf(item), currencyCode: item.currency_code, amountMinor: item.pricing_details.total_price }] : [],
  );
  const coupons = await bestPublicCoupons(database, priced, now);
  return items.map((item) => {
    const coupon = coupons.get(hotelIdOf(item));
    const pricing = item.pricing_details;
    if (!coupon || !pricing) return item;
    const total = pricing.total_price - coupon.discountMinor;
    const perNight = pricing.nights === 0 ? 0 : Math.round(total / pricing.nights);
    return {
      ...item,
      pricing_details: { ...pricing, total_price: total, price_per_night: perNight, pre_applied_coupon: { code: coupon.code, discount: coupon.discountMinor } },
    };
  });
}
