/**
 * The percentage a price is below a higher reference price (slasher price, or price before discount), rounded
 * to a whole percent; 0 when either is missing or the price is not lower.
 */
function percentBelow(reference: number | null | undefined, price: number | null | undefined): number {
  if (!reference || price === null || price === undefined || reference <= 0 || price >= reference) return 0;
  return Math.round(((reference - price) / reference) * 100);
}

/** slasher_percentage: how far the final price sits below the slashed (struck-through) price. */
export function slasherPercentage(slasherPrice: number | null | undefined, finalPrice: number | null | undefined): number {
  return percentBelow(slasherPrice, finalPrice);
}

/** discount_percentage: how far the reduced price sits below the price before the discount. */
export function discountPercentage(priceBeforeDiscount: number | null | undefined, reducedPrice: number | null | undefined): number {
  return percentBelow(priceBeforeDiscount, reducedPrice);
}

/** A whole-minor-unit share of an amount, floored (never more than the percent allows). */
export function percentOfFloored(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent) / 100);
}
