import { slasherPercentage } from './percentages';

/**
 * The stay pricing rule (agreed with the data engineer; the API prices search and hotel details with it, and its
 * SQL twin in the catalogue sorts and pages search by price in the database).
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

/** One stored night of a room category: its rate (at double occupancy) and, when slashed, the slasher rate. */
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

/**
 * From stay totals (summed by `priceStay` or by the SQL twin) to what the guest is shown: the average per night
 * (rounded) and the discount, which is the slasher percentage of the totals (0 without a slasher total).
 */
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
    discount_percentage: slasherPercentage(slasherTotal, total),
  };
}
