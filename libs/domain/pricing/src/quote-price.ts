import type { PricedNight } from './stay-price';

/**
 * A quotation fixes each night's rate of a stay when it is made: while it is valid a night is never charged above
 * that rate, and a night that has become cheaper is charged at today's rate. A rate that the quotation lowers stays
 * visible as the night's slasher price, unless a higher one was already set. `quotedPrices` lists the stay's nights
 * in date order, as `nights` does; a night without a quoted rate keeps today's.
 */
export function nightsWithQuote<Night extends PricedNight>(nights: readonly Night[], quotedPrices: readonly number[]): Night[] {
  return nights.map((night, index) => {
    const quoted = quotedPrices[index];
    if (quoted === undefined || quoted >= night.price_minor) return { ...night };
    return { ...night, price_minor: quoted, slasher_price_minor: Math.max(night.slasher_price_minor ?? 0, night.price_minor) };
  });
}
