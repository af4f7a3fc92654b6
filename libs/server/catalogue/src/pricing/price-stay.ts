import { countryById } from '@stays/brand-config';

/**
 * The pricing rule agreed with the data engineer (one place; a later task moves it to libs/domain/pricing).
 *
 * One room, one night: 1 adult → round(price × single / double); 2 adults → price; each adult above 2 adds the
 * extra-bed tariff. A stay is the sum over its nights and rooms. Slasher (undiscounted) prices follow the same
 * rule with the night's slasher price, nights without one counting at their price. Money is in minor units.
 */
export interface CategoryTariffs {
  single_bed_base_tariff: number;
  double_bed_base_tariff: number;
  extra_bed_base_tariff: number;
}

export interface PricedNight {
  price_minor: number;
  slasher_price_minor: number | null;
}

export interface StayPrice {
  nights: number;
  rooms: number;
  total_price: number;
  price_per_night: number;
  /** Slasher total over the stay, or null when no night has a slasher price. */
  slasher_total: number | null;
  slasher_price: number | null;
  discount_percentage: number;
}

/** Adults per room grouped the way the rule charges them; the SQL twin of the rule takes the same numbers. */
export interface OccupancyMix {
  /** Rooms with exactly one adult. */
  singleRooms: number;
  /** Rooms with two or more adults. */
  doubleRooms: number;
  /** Adults beyond the second, summed over all rooms. */
  extraAdults: number;
}

export function occupancyMix(adultsPerRoom: readonly number[]): OccupancyMix {
  return {
    singleRooms: adultsPerRoom.filter((adults) => adults <= 1).length,
    doubleRooms: adultsPerRoom.filter((adults) => adults >= 2).length,
    extraAdults: adultsPerRoom.reduce((sum, adults) => sum + Math.max(0, adults - 2), 0),
  };
}

/** One night of all rooms at a nightly rate (the room rate at double occupancy). */
export function priceOneNight(rate: number, tariffs: CategoryTariffs, mix: OccupancyMix): number {
  const single = tariffs.double_bed_base_tariff > 0 ? Math.round((rate * tariffs.single_bed_base_tariff) / tariffs.double_bed_base_tariff) : rate;
  return mix.singleRooms * single + mix.doubleRooms * rate + mix.extraAdults * tariffs.extra_bed_base_tariff;
}

export function priceStay(nights: readonly PricedNight[], tariffs: CategoryTariffs, adultsPerRoom: readonly number[]): StayPrice {
  const mix = occupancyMix(adultsPerRoom);
  let total = 0;
  let slasherTotal = 0;
  let hasSlasher = false;
  for (const night of nights) {
    total += priceOneNight(night.price_minor, tariffs, mix);
    if (night.slasher_price_minor !== null) hasSlasher = true;
    slasherTotal += priceOneNight(night.slasher_price_minor ?? night.price_minor, tariffs, mix);
  }
  return summariseStay({ nights: nights.length, rooms: adultsPerRoom.length, total, slasherTotal: hasSlasher ? slasherTotal : null });
}

/** From stay totals (summed here or by the SQL twin) to what the guest is shown. */
export function summariseStay(totals: { nights: number; rooms: number; total: number; slasherTotal: number | null }): StayPrice {
  const { nights, rooms, total, slasherTotal } = totals;
  const perNight = (amount: number) => (nights === 0 ? 0 : Math.round(amount / nights));
  return {
    nights,
    rooms,
    total_price: total,
    price_per_night: perNight(total),
    slasher_total: slasherTotal,
    slasher_price: slasherTotal === null ? null : perNight(slasherTotal),
    discount_percentage: slasherTotal === null ? 0 : discountPercentage(total, slasherTotal),
  };
}

/** round((1 − total / slasher total) × 100), kept within 0–100 (a slasher below the price is no discount). */
export function discountPercentage(total: number, slasherTotal: number): number {
  if (slasherTotal <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((1 - total / slasherTotal) * 100)));
}

/** Tax display rule from the country config: taxes excluded in India, included elsewhere (display only for now). */
export function taxClusivityFor(countryId: number): 'inclusive' | 'exclusive' {
  return countryById(countryId)?.taxClusivity ?? 'inclusive';
}
