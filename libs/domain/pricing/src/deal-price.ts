import { percentOfFloored } from './percentages';
import type { PricedNight } from './stay-price';

/**
 * A deal takes its percentage (floored to whole minor units) off each night's rate, so every figure priced from the
 * nights (the stay total, the nightly prices, the tax, the wizard and coupon discounts, the booking's charge) carries
 * it alike. The rate before the deal stays visible as the night's slasher price, unless a higher one was already set.
 */
export function nightsWithDeal<Night extends PricedNight>(nights: readonly Night[], dealPercentage: number): Night[] {
  if (dealPercentage <= 0) return [...nights];
  return nights.map((night) => ({
    ...night,
    price_minor: night.price_minor - percentOfFloored(night.price_minor, dealPercentage),
    slasher_price_minor: Math.max(night.slasher_price_minor ?? 0, night.price_minor),
  }));
}
